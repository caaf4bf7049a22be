import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { ServiceFailure } from '../../../core/shared/service-failure';
import { parseJsonBody } from './answer-body';
import { failureFromStatus, toServiceFailure } from './to-service-failure';

/** Bodies are read as text and parsed by the adapter, and 4xx bodies are read too (they may be answers). */
export const READ_AS_TEXT: AxiosRequestConfig = {
  responseType: 'text',
  validateStatus: (status) => status >= 200 && status < 500,
};

/** Reads a contract answer from a parsed body; null when the body is not one. */
export type AnswerReader<A> = (body: unknown) => A | null;

/** One call: a contract answer, or a ServiceFailure — never a half-read result. */
export async function callApi<A>(path: string, send: () => Promise<AxiosResponse>, read: AnswerReader<A>): Promise<A> {
  let response: AxiosResponse;
  try {
    response = await send();
  } catch (error) {
    throw toServiceFailure(error);
  }
  const body = parseJsonBody(response.data);
  const answer = body === null ? null : read(body.value);
  if (answer !== null) return answer;
  if (response.status >= 300) throw failureFromStatus(response.status, response.data);
  throw new ServiceFailure('malformed', `unexpected answer from ${path}`);
}
