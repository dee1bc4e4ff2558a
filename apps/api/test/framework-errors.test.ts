import { describe, expect, it } from 'vitest';
import { signedInTestApp } from './helpers';

const server = signedInTestApp();

const ECHO = 'zq7ECHOzq7';
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: server.auth });

/** The app's error shape, and nothing of the request in it. */
function expectOwnShape(body: string, status: number, code: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort()).toEqual(
    status === 400 ? ['code', 'issues', 'message'] : ['code', 'message'],
  );
  expect(parsed.code).toBe(code);
  expect(body).not.toContain(ECHO);
  expect(body).not.toMatch(/FST_|statusCode/);
}

describe("Fastify's own errors in the app's shape", () => {
  it('answers 414 to a path parameter over 100 characters', async () => {
    const response = await get(`/api/v1/document/${ECHO}${'a'.repeat(120)}`);
    expect(response.statusCode).toBe(414);
    expectOwnShape(response.body, 414, 'uri_too_long');
  });

  it('answers 400 to a bad percent-encoding', async () => {
    const response = await get(`/api/v1/document/${ECHO}%E0%A4%A`);
    expect(response.statusCode).toBe(400);
    expectOwnShape(response.body, 400, 'bad_url');
  });

  it('answers 400 to a body that is not JSON, without repeating it', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth',
      headers: { 'content-type': 'application/json' },
      payload: `{"email": ${ECHO}`,
    });
    expect(response.statusCode).toBe(400);
    expectOwnShape(response.body, 400, 'invalid_json');
  });

  it('never repeats unknown names, ids or paths', async () => {
    for (const url of [
      `/api/v1/form-metadata/?form_name=${ECHO}`,
      `/api/v1/document/${ECHO}`,
      `/api/v1/r/${ECHO}`,
      `/api/v1/document/${ECHO}/content`,
      `/api/v1/${ECHO}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expectOwnShape(response.body, 404, 'not_found');
    }
  });
});
