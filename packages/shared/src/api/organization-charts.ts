/** SCAFFOLD: request/response schemas of issue 4 (organization-charts). */
export {};
