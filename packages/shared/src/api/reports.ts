// SCAFFOLD: schemas arrive with the results work.
export {};
