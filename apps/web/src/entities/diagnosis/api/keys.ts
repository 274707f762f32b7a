/**
 * The query key every diagnosis list and count lives under: issuing, re-sending, deleting or
 * switching a diagnosis invalidates it, and with it every screen that shows diagnoses or results.
 */
export const diagnosisQueryKey = ['company', 'diagnosis'] as const;
