import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, contractSchemaNamed } from './document.ts';

type Json = Record<string, any>;

/** An example value of the document, where it is, and the JSON Schema it sits under. */
interface FoundExample {
  at: string;
  value: unknown;
  schema: Json;
}

const COMPONENT_REF = '#/components/schemas/';
const isObject = (node: unknown): node is Json => typeof node === 'object' && node !== null && !Array.isArray(node);

/**
 * Every example in the document, with the schema it illustrates: a media type's, a parameter's or a header's
 * (`example`, or `examples` as a map of Example Objects) illustrates its `schema`; a schema's own (`example`, or the
 * JSON Schema `examples` list) illustrates that schema. Example values are data, not walked into.
 */
function examplesIn(node: unknown, at = '#', found: FoundExample[] = []): FoundExample[] {
  if (Array.isArray(node)) node.forEach((item, i) => examplesIn(item, `${at}/${i}`, found));
  if (!isObject(node)) return found;
  const illustrated = isObject(node.schema) ? node.schema : node;
  if ('example' in node) found.push({ at: `${at}/example`, value: node.example, schema: illustrated });
  if (Array.isArray(node.examples)) node.examples.forEach((value, i) => found.push({ at: `${at}/examples/${i}`, value, schema: node }));
  else if (isObject(node.examples)) {
    for (const [name, example] of Object.entries(node.examples)) found.push({ at: `${at}/examples/${name}`, value: (example as Json).value, schema: illustrated });
  }
  for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'examples') examplesIn(child, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, found);
  return found;
}

/** The document's schemas as JSON Schema 2020-12 `$defs`, so that a schema of the document can be read on its own. */
function asJsonSchema(schema: Json, components: Json): Json {
  const { example: _example, examples: _examples, ...checked } = schema;
  const rebased = JSON.parse(JSON.stringify({ ...checked, $defs: components }).replaceAll(`"${COMPONENT_REF}`, '"#/$defs/'));
  return { $schema: 'https://json-schema.org/draft/2020-12/schema', ...rebased };
}

const issuesOf = (error: z.ZodError | undefined) => error?.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`).join('; ');

describe('the examples of the OpenAPI document', () => {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as Json;
  const examples = examplesIn(document);

  it('given the public certificate lookup and the registry reads, when the document is built, then each shows its example answers', () => {
    const exampleNames = (path: string) => Object.keys(document.paths[path].get.responses['200'].content['application/json'].examples ?? {});
    expect(exampleNames('/api/comics/{id}')).toEqual(['anyone', 'owner']);
    expect(exampleNames('/api/comics/search/{text}')).toEqual(['found', 'none']);
    for (const path of ['/api/registry/heads', '/api/registry/heads/latest', '/api/registry/keys', '/api/registry/certificates/{certificationId}', '/api/registry/consistency']) {
      expect(exampleNames(path).length, path).toBeGreaterThan(0);
    }
    expect(examples.length).toBeGreaterThanOrEqual(12);
  });

  it('given every example in the document, when checked against the JSON Schema it sits under, then each one fits it', () => {
    const misfits = examples.flatMap(({ at, value, schema }) => {
      const parsed = z.fromJSONSchema(asJsonSchema(schema, document.components.schemas) as z.core.JSONSchema.JSONSchema).safeParse(value);
      return parsed.success ? [] : [`${at}: ${issuesOf(parsed.error)}`];
    });
    expect(misfits).toEqual([]);
  });

  it('given every example of a schema the contracts export, when parsed with that zod schema, then it parses and comes back unchanged (what the server may answer)', () => {
    const fromContracts = examples.flatMap((example) => {
      const ref = example.schema.$ref;
      const contract = typeof ref === 'string' && ref.startsWith(COMPONENT_REF) ? contractSchemaNamed(ref.slice(COMPONENT_REF.length)) : undefined;
      return contract ? [{ ...example, contract }] : [];
    });
    expect(fromContracts.length).toBeGreaterThan(0);
    const misfits = fromContracts.flatMap(({ at, value, contract }) => {
      const parsed = contract.safeParse(value);
      if (!parsed.success) return [`${at}: ${issuesOf(parsed.error)}`];
      // A field the contract does not name is dropped by parsing, and a default would be filled in: not an answer the server gives.
      return isDeepStrictEqual(parsed.data, value) ? [] : [`${at}: parsing changes it (a field the contract does not name, or one it fills in)`];
    });
    expect(misfits).toEqual([]);
  });

  it('given an example that breaks its schema, when checked both ways, then each check names the field', () => {
    const lookup = examples.find((example) => example.at === '#/paths/~1api~1comics~1{id}/get/responses/200/content/application~1json/examples/anyone');
    const broken = structuredClone(lookup!.value) as Json;
    broken.certificate.certifiedAt = '12 March 2019';
    broken.certificate.ownerEmail = 'member@demo.test';
    const jsonSchema = z.fromJSONSchema(asJsonSchema(lookup!.schema, document.components.schemas) as z.core.JSONSchema.JSONSchema);
    expect(issuesOf(jsonSchema.safeParse(broken).error)).toContain('certificate.certifiedAt');
    const contract = contractSchemaNamed('CertificateLookup')!;
    const parsed = contract.safeParse({ ...broken, certificate: { ...broken.certificate, certifiedAt: '2019-03-12T15:00:00.000Z' } });
    expect(parsed.success && isDeepStrictEqual(parsed.data, broken)).toBe(false);
  });
});
