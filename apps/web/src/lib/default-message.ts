import type { ContractError } from './contract-query';

/** Keeps the server's own message; otherwise puts the screen's default text in its place. */
export const withDefaultMessage =
  (fallback: string) =>
  (error: ContractError): ContractError =>
    error.serverMessage ? error : { ...error, message: fallback };
