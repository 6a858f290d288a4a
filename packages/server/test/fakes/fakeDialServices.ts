import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { FakeFault, FakeRequest } from './fakeWebex.js';

/**
 * Local stand-ins for the documented click-to-dial SOAP services: Cisco Web Dialer
 * (`/webdialer/services/WebdialerSoapService70`, makeCallSoap / endCallSoap with a responseCode)
 * and Avaya AE Services' Telephony Web Service (`/axis/services/TelephonyService`, basic
 * authentication, attach / makeCall / release with the session ID in the SOAP header, makeCall
 * answering a call identifier or a SOAP fault).
 */
export interface FakeDialServices {
  readonly url: string;
  readonly requests: FakeRequest[];
  readonly username: string;
  readonly password: string;
  /** CUCM end users Web Dialer knows (others: responseCode 4, directory error). */
  readonly cucmUsers: Set<string>;
  /** Telephony Web Service sessions attached and not yet released. */
  readonly avayaSessions: ReadonlySet<string>;
  failNext(...faults: (FakeFault | { responseCode: number })[]): void;
  close(): Promise<void>;
}

function element(xml: string, name: string): string | null {
  return new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1] ?? null;
}

/** The inner XML of the RPC parameter `name` when it is sent with the documented `xsi:type`. */
function parameter(xml: string, name: string, type: string): string | null {
  return new RegExp(`<${name} xsi:type="${type}"[^>]*>([\\s\\S]*?)</${name}>`).exec(xml)?.[1] ?? null;
}

export async function startFakeDialServices(): Promise<FakeDialServices> {
  const requests: FakeRequest[] = [];
  const faults: (FakeFault | { responseCode: number })[] = [];
  const sockets = new Set<Socket>();
  const username = 'kizuna-app';
  const password = 'app-secret-1';
  let nextCall = 100;
  const sessions = new Set<string>();
  const fake = {
    avayaSessions: sessions,
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
        // RPC/encoded as the developer guide shows: in0 Credential, in1 destination, in2 profile
        // (endCallSoap: in0 Credential, in1 profile).
        const operation = /<(?:\w+:)?(makeCallSoap|endCallSoap)[\s>]/.exec(body)?.[1] ?? 'unknown';
        const credential = parameter(body, 'in0', 'urn:Credential') ?? '';
        const profile =
          parameter(body, operation === 'makeCallSoap' ? 'in2' : 'in1', 'urn:UserProfile') ?? '';
        const destination = operation === 'makeCallSoap' ? parameter(body, 'in1', 'soapenc:string') : '';
        const code =
          fault && 'responseCode' in fault
            ? fault.responseCode
            : profile === '' || destination === null
              ? 5
              : element(credential, 'userID') !== username || element(credential, 'password') !== password
                ? 2
                : !fake.cucmUsers.has(element(profile, 'user') ?? '')
                  ? 4
                  : // Cisco phones read `,` in a dial string as a 2-second pause.
                    operation === 'makeCallSoap' && !/^[0-9+*#][0-9+*#,]*$/.test(destination)
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
        // The Telephony Web Service keeps a session per client: attach names it in the SOAP
        // header, later requests send it back there, release ends it.
        const operation = /<(?:\w+:)?(attach|makeCall|release)[\s/>]/.exec(body)?.[1] ?? 'unknown';
        if (operation === 'attach') {
          const id = `session-${nextCall}-${sessions.size + 1}`;
          sessions.add(id);
          res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
          return res.end(
            `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Header><ns1:sessionID xmlns:ns1="http://xml.avaya.com/ws/session">${id}</ns1:sessionID></soapenv:Header><soapenv:Body><ns2:attachResponse xmlns:ns2="http://xml.avaya.com/ws/TelephonyService"/></soapenv:Body></soapenv:Envelope>`,
          );
        }
        const header = /<soapenv:Header>([\s\S]*?)<\/soapenv:Header>/.exec(body)?.[1] ?? '';
        const session = element(header, 'sessionID');
        if (!session || !sessions.has(session))
          return xml(
            500,
            `<soapenv:Fault><faultcode>soapenv:Client</faultcode><faultstring>No session: attach first</faultstring></soapenv:Fault>`,
          );
        if (operation === 'release') {
          sessions.delete(session);
          return xml(200, '<ns1:releaseResponse xmlns:ns1="http://xml.avaya.com/ws/TelephonyService"/>');
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
