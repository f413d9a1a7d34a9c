// The one HTTP client of the tests, speaking to the real app over the network: /api/Fleet by
// default, any other surface through `base` (helpers/maintenance.ts `rest` for /api/rest).
import { DEMO_PASSWORD, type TestApp } from './testApp.js';

export interface ApiResponse {
  status: number;
  body: any;
  headers?: Headers;
}

export function fleet(app: TestApp) {
  async function call(
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; raw?: string; base?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let payload: string | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${app.baseUrl}${opts.base ?? '/api/Fleet'}${path}`, { method, headers, body: payload });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers };
  }
  async function authenticate(username: string, password = DEMO_PASSWORD) {
    const res = await call('POST', '/Authenticate', { body: { Username: username, Password: password } });
    return res.body?.data;
  }
  async function login(username: string, password = DEMO_PASSWORD): Promise<{ token: string; userId: number }> {
    const r = await authenticate(username, password);
    if (!r?.accessToken) throw new Error(`login ${username} failed: ${JSON.stringify(r)}`);
    return { token: r.accessToken, userId: r.user.id };
  }
  return { call, authenticate, login };
}
