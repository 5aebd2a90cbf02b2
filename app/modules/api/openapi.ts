import { z } from 'zod';
import { MAX_BODY_BYTES } from './read-json-body';
import {
  branchesResponseSchema,
  errorSchema,
  quoteRequestSchema,
  quoteResponseSchema,
  validationErrorSchema,
  vehiclesQuerySchema,
  vehiclesResponseSchema,
} from './schemas';

type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema draft 2020-12, the dialect OpenAPI 3.1 uses (without the `$schema` line). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const jsonContent = (name: string) => ({ 'application/json': { schema: ref(name) } });
const answer = (description: string, schemaName: string) => ({ description, content: jsonContent(schemaName) });

const commonErrors = {
  405: answer('The method is not allowed on this path (see the Allow header).', 'Error'),
  429: answer(
    'Too many calls from this client address in a minute; try again after the Retry-After header (seconds).',
    'Error',
  ),
  500: answer('An unexpected failure; nothing about it is disclosed.', 'Error'),
  503: answer('The database is briefly unreachable; try again after the Retry-After header (seconds).', 'Error'),
};

/** The query string of GET /vehicles, one parameter per key of its schema. */
function queryParameters(schema: z.ZodObject) {
  return Object.entries(schema.shape).map(([name, field]) => {
    const { description, ...fieldSchema } = jsonSchema(field as z.ZodType, 'input');
    return { name, in: 'query', required: false, description, schema: fieldSchema };
  });
}

/** The API's OpenAPI 3.1 description, generated from the same zod schemas the routes parse with. */
export function buildOpenApiDocument(appUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rent A Car public API',
      version: '1.0.0',
      description:
        'Branches, the fleet with its rates, and price quotes for partners and the mobile app. Money is integer fils (1 AED = 100 fils); times are Asia/Dubai. Errors are JSON: `{ "error": "..." }`, or `{ "errors": { field: message } }` for a request that breaks a rule.',
    },
    servers: [{ url: appUrl.replace(/\/+$/, '') }],
    paths: {
      '/api/v1/branches': {
        get: {
          operationId: 'listBranches',
          summary: 'Every branch with its opening hours',
          responses: {
            200: answer('The branches, in the order the site lists them (cacheable for 5 minutes).', 'BranchList'),
            ...commonErrors,
          },
        },
      },
      '/api/v1/vehicles': {
        get: {
          operationId: 'listVehicles',
          summary: 'The vehicles offered, with their rate cards',
          parameters: queryParameters(vehiclesQuerySchema),
          responses: {
            200: answer('Active vehicles matching the filters (cacheable for 5 minutes).', 'VehicleList'),
            400: answer('A filter is malformed.', 'ValidationError'),
            ...commonErrors,
          },
        },
      },
      '/api/v1/quotes': {
        post: {
          operationId: 'createQuote',
          summary: 'Price one rental and say whether a car is free',
          description: `Nothing is booked or held. The body is at most ${MAX_BODY_BYTES} bytes of JSON.`,
          requestBody: { required: true, content: jsonContent('QuoteRequest') },
          responses: {
            200: answer('The price, line by line, with VAT.', 'Quote'),
            400: answer(
              'The request breaks a rule: malformed JSON ("body"), a field of the wrong shape, an unknown vehicle, branch or collection city, a vehicle offered on enquiry only, or a schedule outside the booking rules (the booking form\'s messages, on "pickupAt" and "dropoffAt").',
              'ValidationError',
            ),
            ...commonErrors,
          },
        },
      },
    },
    components: {
      schemas: {
        BranchList: jsonSchema(branchesResponseSchema, 'output'),
        VehicleList: jsonSchema(vehiclesResponseSchema, 'output'),
        QuoteRequest: jsonSchema(quoteRequestSchema, 'input'),
        Quote: jsonSchema(quoteResponseSchema, 'output'),
        ValidationError: jsonSchema(validationErrorSchema, 'output'),
        Error: jsonSchema(errorSchema, 'output'),
      },
    },
  };
}
