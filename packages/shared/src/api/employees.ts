/** SCAFFOLD: request/response schemas of issue 4 (employees). */
export {};
