import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FakeFault, FakeRequest } from './fakeWebex.js';

/**
 * Local stand-ins for the documented click-to-dial SOAP services: Cisco Web Dialer
 * (`/webdialer/services/WebdialerSoapService70`, makeCallSoap / endCallSoap with a responseCode)
 * and Avaya AE Services' Telephony Web Service (`/axis/services/TelephonyService`, makeCall with
 * basic authentication, answering a call identifier or a SOAP fault).
 */
export interface FakeDialServices {
  readonly url: string;
  readonly requests: FakeRequest[];
  readonly username: string;
  readonly password: string;
  /** CUCM end users Web Dialer knows (others: responseCode 4, directory error). */
  readonly cucmUsers: Set<string>;
  failNext(...faults: (FakeFault | { responseCode: number })[]): void;
  close(): Promise<void>;
}

function element(xml: string, name: string): string | null {
  return new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? null;
}

export async function startFakeDialServices(): Promise<FakeDialServices> {
  const requests: FakeRequest[] = [];
  const faults: (FakeFault | { responseCode: number })[] = [];
  const sockets = new Set<Socket>();
  const username = 'kizuna-app';
  const password = 'app-secret-1';
  let nextCall = 100;
  const fake = {
    url: '',
    requests,
    username,
    password,
    cucmUsers: new Set<string>(),
    failNext(...next: (FakeFault | { responseCode: number })[]) {
      faults.push(...next);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
      const xml = (status: number, inner: string) => {
        res.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' });
        res.end(
          `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>${inner}</soapenv:Body></soapenv:Envelope>`,
        );
      };
      const fault = faults.shift();
      if (fault === 'timeout') return;
      if (fault === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end('<html>maintenance</html>');
      }
      if (fault && 'status' in fault) {
        res.writeHead(fault.status);
        return res.end(fault.body ?? '');
      }
      if (req.method === 'POST' && path === '/webdialer/services/WebdialerSoapService70') {
        const operation = /<(?:\w+:)?(makeCallSoap|endCallSoap)>/.exec(body)?.[1] ?? 'unknown';
        const code =
          fault && 'responseCode' in fault
            ? fault.responseCode
            : element(body, 'userID') !== username || element(body, 'password') !== password
              ? 2
              : !fake.cucmUsers.has(element(body, 'user') ?? '')
                ? 4
                : operation === 'makeCallSoap' && !/^[0-9+*#]+$/.test(element(body, 'dest') ?? '')
                  ? 7
                  : 0;
        const description =
          [
            'Success',
            'Call failure error',
            'Authentication error',
            'No authentication proxy rights',
            'Directory error',
            'No device is configured for the user or missing parameters',
            'Service temporarily unavailable',
            'Destination cannot be reached',
            'Service error',
            'Service overloaded',
          ][code] ?? 'Unknown';
        return xml(
          200,
          `<ns1:${operation}Response xmlns:ns1="urn:WD70"><${operation}Return><responseCode>${code}</responseCode><responseDescription>${description}</responseDescription></${operation}Return></ns1:${operation}Response>`,
        );
      }
      if (req.method === 'POST' && path === '/axis/services/TelephonyService') {
        const expected = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
        if (req.headers.authorization !== expected) {
          res.writeHead(401, { 'WWW-Authenticate': 'Basic realm="AES"' });
          return res.end();
        }
        const destination = element(body, 'destinationNumber') ?? '';
        if (!/^[0-9+*#]+$/.test(destination))
          return xml(
            500,
            `<soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>Invalid destination ${destination}</faultstring></soapenv:Fault>`,
          );
        nextCall += 1;
        return xml(
          200,
          `<ns1:makeCallResponse xmlns:ns1="http://xml.avaya.com/ws/TelephonyService"><callIdentifier>${nextCall}</callIdentifier></ns1:makeCallResponse>`,
        );
      }
      res.writeHead(404);
      res.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
