// SCAFFOLD: queries arrive with the diagnosis work.
export {};
