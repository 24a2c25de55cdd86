/**
 * A form's values once its defaults moved (today became the property's): each field still at its old default
 * takes the new one, a field the user changed stays. The same object when nothing moves.
 */
export function followDefaults<V extends object>(values: V, before: Partial<V>, after: Partial<V>): V {
  let next = values;
  for (const name of Object.keys(after) as (keyof V)[]) {
    if (before[name] === after[name] || values[name] !== before[name]) continue;
    next = { ...next, [name]: after[name] };
  }
  return next;
}
