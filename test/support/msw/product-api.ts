import { http, HttpResponse, type JsonBodyType } from 'msw';

/** Base URL of the product API in msw tests. */
export const API_URL = 'http://portal.test/api';
export const apiUrl = (path: string): string => `${API_URL}${path}`;

/** A POST handler answering `body` (JSON) with `status`. */
export const answerPost = (path: string, body: JsonBodyType, status = 200) =>
  http.post(apiUrl(path), () => HttpResponse.json(body, { status }));

/** A POST handler answering raw text, e.g. an HTML error page. */
export const answerPostText = (path: string, text: string, status = 200, contentType = 'text/html') =>
  http.post(apiUrl(path), () => new HttpResponse(text, { status, headers: { 'content-type': contentType } }));

/** A POST handler that hands each request's JSON body to `seen`, then answers `body`. */
export const capturePost = (path: string, seen: (body: unknown, request: Request) => void, body: JsonBodyType) =>
  http.post(apiUrl(path), async ({ request }) => {
    seen(await request.json(), request);
    return HttpResponse.json(body);
  });
