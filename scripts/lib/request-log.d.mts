import type { AsyncLocalStorage } from 'node:async_hooks';
import type http from 'node:http';
import type { DestinationStream, Logger } from 'pino';

export type UserKind = 'guest' | 'customer' | 'staff';
export type RequestContext = { requestId: string; userKind: UserKind };
export type RequestLogState = {
  context: AsyncLocalStorage<RequestContext>;
  servers: Set<http.Server>;
  inFlight: Set<http.ServerResponse>;
  shuttingDown: boolean;
  installed: boolean;
};

export function getRequestLogState(): RequestLogState;
export function getRequestContext(): RequestContext | undefined;
export function createLogger(level?: string, destination?: DestinationStream): Logger;
export function resolveRequestId(incoming: string | string[] | undefined): string;
export function redactRequestTarget(target: string | undefined): string;
export function installRequestLog(logger: Logger): () => void;
export function stopAcceptingRequests(): void;
export function drainRequests(timeoutMs: number): Promise<boolean>;
