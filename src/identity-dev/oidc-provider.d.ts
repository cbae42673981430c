// oidc-provider ships no type declarations; this covers the small surface we use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ResourceServerInfo {
    scope: string;
    audience: string;
    accessTokenTTL: number;
    accessTokenFormat: 'jwt' | 'opaque';
    jwt?: { sign: { alg: string } };
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface ClientInfo {
    clientId: string;
  }

  /** The `ctx` oidc-provider hands to configuration callbacks (a Koa context). */
  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    status: number;
    host: string;
    set(field: string, value: string): void;
    oidc: {
      provider: Provider;
      client?: ClientInfo;
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      account?: { accountId: string };
      result?: { consent?: { grantId?: string } };
      requestParamScopes: Set<string>;
      resourceServers: Record<string, { scopes: Set<string> }>;
      entities: Record<string, { remainingTTL?: number } | undefined>;
    };
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; amr?: string[]; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    Grant: {
      new (init: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: never[]) => void): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      status: number;
      error: string;
      error_description?: string;
    }
    class InvalidRequest extends OIDCProviderError {}
    class SessionNotFound extends InvalidRequest {}
    class InvalidTarget extends OIDCProviderError {
      constructor(description?: string);
    }
  }

  export default Provider;
}
