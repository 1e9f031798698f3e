/** A workspace's roles (issue 28), the least first: each may do what the ones before it may. */
export const ROLES = ["viewer", "reviewer", "owner"] as const;
export type Role = (typeof ROLES)[number];

/** Whether `role` may do what `needed` may. */
export const roleAllows = (role: Role, needed: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(needed);
