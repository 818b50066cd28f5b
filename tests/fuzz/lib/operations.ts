import { documentedOperations, openApiDocument, pathShape, type GuardAnswer, type Principal, type RouteAccess, type RouteTable, accessOf } from './route-table.ts';

/** One operation of the OpenAPI document as the fuzz needs it, with who its route lets in (read from its guards). */
export interface FuzzOperation {
  operationId: string;
  method: string;
  /** The OpenAPI path, e.g. /api/orders/{id}. */
  path: string;
  bearer: boolean;
  pathParams: { name: string; schema: Record<string, any> }[];
  queryParams: { name: string; schema: Record<string, any>; required: boolean }[];
  body?: { schema: Record<string, any>; mediaType: string };
  /** What the route's guards answer each principal; every principal passes when no route has guards. */
  access: RouteAccess;
}

const openAccess = (): RouteAccess => ({ anonymous: 'pass', authenticated: 'pass', worker: 'pass' }) as RouteAccess;

/** Every operation of the document; `routes` (the app's route table) tells each one's guards. */
export function fuzzOperations(routes: RouteTable): FuzzOperation[] {
  return documentedOperations().map(({ row, spec, method, path }) => {
    const route = routes.routes.find((r) => r.method === method && pathShape(r.path) === pathShape(path));
    const parameters: { in: string; name: string; schema: Record<string, any>; required?: boolean }[] = spec.parameters ?? [];
    const content = spec.requestBody?.content as Record<string, { schema: Record<string, any> }> | undefined;
    const [mediaType, media] = content ? Object.entries(content)[0]! : [];
    return {
      operationId: row.operationId,
      method: method.toUpperCase(),
      path,
      bearer: row.bearer === true,
      pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
      queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
      ...(media && mediaType ? { body: { schema: media.schema, mediaType } } : {}),
      access: route ? accessOf(route) : openAccess(),
    };
  });
}

/** The principals a route lets through its guards. */
export const admitted = (operation: FuzzOperation): Principal[] =>
  (Object.entries(operation.access) as [Principal, GuardAnswer][]).filter(([, answer]) => answer === 'pass').map(([principal]) => principal);

export { openApiDocument };
