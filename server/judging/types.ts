/**
 * Identifiers shared by the judging modules. They are the database's integer ids; the service loads
 * rows and hands plain values to these pure functions.
 */
export type ProjectId = number;
export type JudgeId = number;
export type UserId = number;
export type CategoryId = number;
export type CriterionId = number;
