/**
 * @asteasolutions/zod-to-openapi 9.1 writes a nullable reference for OpenAPI 3.1 as
 * `allOf: [{ $ref }, { type: ['object', 'null'] }]`: a null must then satisfy the referenced
 * object schema too, so the document says the field is never null (MySubscription.subscription,
 * countries/by-ip's country). Rewritten as `anyOf: [{ $ref }, { type: 'null' }]`, what the zod
 * schema means (decision 0052; upstream: asteasolutions/zod-to-openapi pull request 387).
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isNullableRef(allOf: Json): allOf is [{ $ref: string }, { type: Json[] } & Record<string, Json>] {
  if (!Array.isArray(allOf) || allOf.length !== 2) return false;
  const [ref, override] = allOf;
  return (
    typeof ref === 'object' && ref !== null && !Array.isArray(ref) && Object.keys(ref).length === 1 && typeof ref.$ref === 'string' &&
    typeof override === 'object' && override !== null && !Array.isArray(override) &&
    Array.isArray(override.type) && override.type.includes('null')
  );
}

/** A copy of `node` with every nullable reference stated as `anyOf` with null. */
export function withNullableRefs(node: Json): Json {
  if (Array.isArray(node)) return node.map(withNullableRefs);
  if (typeof node !== 'object' || node === null) return node;
  const { allOf, ...rest } = node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(rest)) out[key] = withNullableRefs(value);
  if (allOf === undefined) return out;
  if (!isNullableRef(allOf)) return { ...out, allOf: withNullableRefs(allOf) };
  const [ref, override] = allOf;
  // The override's other keys (a description) stay on the property.
  const annotations = Object.fromEntries(Object.entries(override).filter(([key]) => key !== 'type'));
  return { ...out, ...annotations, anyOf: [ref, { type: 'null' }] };
}
