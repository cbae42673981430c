import { Ajv, type ErrorObject } from 'ajv';
import { detailsText, ValidationError } from '../shared/errors.js';
import { openapiDocument } from './openapi-document.js';
import type { ApiMethod, ApiPath, Operation, PathParams, Query } from './typed-route.js';
import { validatorDetails, type ValidatorErrorItem } from './validator-errors.js';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  allowEmptyValue?: boolean;
  allowReserved?: boolean;
  schema: object;
}

/**
 * express-openapi-validator's Ajv options for request parameters (its AjvOptions.request, with
 * coerceTypes on as it forces for everything but the body): the same keywords give the same
 * messages ("must NOT have more than 200 characters", "must match pattern ...").
 */
const ajv = new Ajv({
  strict: false,
  strictNumbers: true,
  strictTuples: true,
  allowUnionTypes: false,
  validateSchema: false,
  coerceTypes: true,
  useDefaults: true,
  removeAdditional: false,
  allErrors: true,
});

/** The validator's `{ type: object, properties, required }` for one part of the request. */
function partSchema(parameters: Parameter[]) {
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return { type: 'object', properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])), ...(required.length ? { required } : {}) };
}

/** As the validator lists Ajv's errors: an enum's message names its values; a missing field is named. */
function asValidatorErrors(errors: ErrorObject[]): ValidatorErrorItem[] {
  return errors.map((e) => {
    const allowed = e.keyword === 'enum' ? (e.params as { allowedValues?: unknown[] }).allowedValues : undefined;
    const missing = (e.params as { missingProperty?: string }).missingProperty;
    return { path: missing ? `${e.instancePath}/${missing}` : e.instancePath, message: allowed ? `${e.message}: ${allowed.join(', ')}` : e.message! };
  });
}

function refuse(errors: ValidatorErrorItem[]): never {
  const details = validatorDetails(errors);
  throw new ValidationError(detailsText(details), details);
}

/**
 * The contract's check of one operation's path and query parameters, compiled once, for the
 * callers that answer it without the validator (a fast path, a page read in-process): it
 * refuses what the validator refuses, with the error body the error handler would send.
 * Returns the query as the validator leaves it (defaults filled in). docs/architecture/house-rules.md
 * ("Routes typed from the generated paths"): input rules live in openapi.yaml, not in code.
 */
export function parameterCheck<P extends ApiPath, M extends ApiMethod<P>>(path: P, method: M) {
  type O = Operation<P, M>;
  const operation = (openapiDocument as { paths: Record<string, Record<string, { parameters?: Parameter[] }>> }).paths[path]![method]!;
  const parameters = operation.parameters ?? [];
  const query = parameters.filter((p) => p.in === 'query');
  // The validator refuses reserved characters (`,`, `+`, ...) left unencoded in the raw query
  // string of a parameter without allowReserved: a check of its own this one does not copy.
  const unchecked = query.find((p) => !p.allowReserved);
  if (unchecked) throw new Error(`${method} ${path}: ${unchecked.name} lacks allowReserved, which parameterCheck relies on`);
  // Schemas written inline: this Ajv holds no components to resolve a $ref against.
  if (JSON.stringify(parameters).includes('"$ref"')) throw new Error(`${method} ${path}: parameterCheck takes inline parameter schemas only`);
  const known = new Set(query.map((p) => p.name));
  const emptyAllowed = new Set(query.filter((p) => p.allowEmptyValue).map((p) => p.name));
  const validate = ajv.compile({ type: 'object', properties: { query: partSchema(query), params: partSchema(parameters.filter((p) => p.in === 'path')) } });

  /**
   * The validator's own checks ahead of the schema: the first unknown parameter, or empty one
   * the contract does not allow empty, alone. (A name with brackets, `page[]`, the validator
   * reads as qs's nested value and calls the parameter not a string; here it is unknown.)
   */
  function refuseUnknownOrEmpty(sent: URLSearchParams, values: Record<string, string | string[]>) {
    for (const name of new Set(sent.keys())) {
      if (!known.has(name)) refuse([{ path: `/query/${name}`, message: `Unknown query parameter '${name}'` }]);
      if (values[name] === '' && !emptyAllowed.has(name)) refuse([{ path: `/query/${name}`, message: `Empty value found for query parameter '${name}'` }]);
    }
  }

  return (pathParams: PathParams<O>, sent: URLSearchParams): Query<O> => {
    // As Express's query parser reads it: a name given twice holds a list (which the schema
    // refuses). Only the contract's names are kept, so a plain object is safe (and fast).
    const values: Record<string, string | string[]> = {};
    let suspect = false;
    sent.forEach((value, name) => {
      if (!known.has(name)) suspect = true;
      else {
        const held = values[name];
        values[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
        if (value === '' && !emptyAllowed.has(name)) suspect = true;
      }
    });
    if (suspect) refuseUnknownOrEmpty(sent, values);
    if (!validate({ query: values, params: pathParams })) refuse(asValidatorErrors(validate.errors!));
    return values as Query<O>;
  };
}
