import { PERMISSIONS, type Permission } from './permissions';

/**
 * A permission requirement: one permission, all of several (`a&b`), any of several (`a|b`),
 * or a mix where `&` binds tighter than `|` (`a&b|c` = (a and b) or c). Spec/1 §6.
 */
export type PermissionExpression = string;

const KNOWN = new Set<string>(PERMISSIONS);

/** Splits an expression into OR-groups of AND-ed permissions, rejecting unknown names. */
export function parsePermissionExpression(expression: PermissionExpression): Permission[][] {
  const groups = expression.split('|').map((group) =>
    group.split('&').map((name) => {
      const trimmed = name.trim();
      if (!KNOWN.has(trimmed)) throw new Error(`Unknown permission "${trimmed}" in "${expression}"`);
      return trimmed as Permission;
    }),
  );
  return groups;
}

/** True when the held permissions satisfy the expression. */
export function hasPermission(held: Iterable<string>, expression: PermissionExpression): boolean {
  const set = held instanceof Set ? (held as Set<string>) : new Set(held);
  return parsePermissionExpression(expression).some((group) => group.every((p) => set.has(p)));
}
