/** SCAFFOLD: request/response schemas of issue 3 (accounts). */
export {};
