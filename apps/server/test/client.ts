import type { FastifyInstance, InjectOptions } from 'fastify';

type Json = Record<string, unknown> | unknown[] | null;
export type TestResponse<T = Record<string, any>> = {
  status: number;
  body: T;
  headers: Record<string, unknown>;
  raw: Buffer;
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser stand-in: keeps cookies, and echoes the CSRF cookie in X-CSRFToken as the web app does. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = Record<string, any>>(
    method: InjectOptions['method'],
    url: string,
    options: { body?: Json; payload?: InjectOptions['payload']; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<TestResponse<T>> {
    const unsafe = UNSAFE.has(String(method));
    if (unsafe && options.csrf !== false && !this.cookies.has('csrftoken')) await this.request('GET', '/api/info/');
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (unsafe && options.csrf !== false) headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.payload !== undefined
        ? { payload: options.payload }
        : options.body !== undefined
          ? { payload: options.body as object }
          : {}),
    });
    for (const c of response.cookies) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const type = String(response.headers['content-type'] ?? '');
    const body = type.includes('json') && response.body ? JSON.parse(response.body) : response.body;
    return { status: response.statusCode, body: body as T, headers: response.headers, raw: response.rawPayload };
  }

  get = <T = Record<string, any>>(url: string) => this.request<T>('GET', url);
  post = <T = Record<string, any>>(url: string, body?: Json) => this.request<T>('POST', url, { body: body ?? {} });
  put = <T = Record<string, any>>(url: string, body?: Json) => this.request<T>('PUT', url, { body: body ?? {} });
  patch = <T = Record<string, any>>(url: string, body?: Json) => this.request<T>('PATCH', url, { body: body ?? {} });
  delete = <T = Record<string, any>>(url: string) => this.request<T>('DELETE', url);

  /** Signs in through the API, as the login page does; throws when refused. */
  async login(username: string, password = 'demo1234'): Promise<this> {
    const res = await this.post('/api/auth/', { username, password });
    if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${JSON.stringify(res.body)}`);
    return this;
  }
}
