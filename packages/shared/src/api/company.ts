/** SCAFFOLD: request/response schemas of issue 3 (company). */
export {};
