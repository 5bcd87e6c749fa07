import { describe, expect, it } from 'vitest';
import { generateDocument } from '../../scripts/openapi.ts';

interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, unknown>;
}

// Built once for the file, as openapi.json would hold it (a JSON round trip, like the file).
interface Document {
  components: { securitySchemes: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}
let built: Promise<Document> | undefined;
const document = () => {
  built ??= Promise.resolve().then(() => JSON.parse(JSON.stringify(generateDocument())) as Document);
  return built;
};
const operationsOf = (paths: Record<string, Record<string, Operation>>) =>
  Object.values(paths).flatMap((methods) => Object.values(methods));

describe('the OpenAPI document', () => {
  it('declares security on every operation, naming only declared schemes', async () => {
    const doc = await document();
    const schemes = Object.keys(doc.components.securitySchemes);
    expect(schemes.sort()).toEqual(['apiToken', 'session']);
    for (const operation of operationsOf(doc.paths)) {
      expect(operation.security, operation.operationId).toBeDefined();
      for (const requirement of operation.security!)
        for (const scheme of Object.keys(requirement))
          expect(schemes, operation.operationId).toContain(scheme);
    }
  });

  it('asks a web session, never an API token, for credentials and staff tools', async () => {
    const byId = Object.fromEntries(operationsOf((await document()).paths).map((op) => [op.operationId, op]));
    for (const id of [
      'listApiTokens',
      'createApiToken',
      'addMfaMethod',
      'listThemes',
      'listNewTelephoneNumbers',
      'listAccountUsers',
      'inviteAccountUser',
      'listSessions',
    ])
      expect(byId[id]!.security, id).toEqual([{ session: [] }]);
    expect(byId.updateProfile!.security).toEqual([{ session: [] }, { apiToken: [] }]);
    expect(byId.requestPasswordRecovery!.security).toEqual([]);
    expect(byId.searchNumbers!.security).toContainEqual({});
  });
});
