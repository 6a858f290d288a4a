import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';

/**
 * A real OpenLDAP server (Debian's `slapd`) in a temp folder on a free loopback port, shaped like
 * an Active Directory domain: the AD attributes Kizuna maps (a small schema of their own, with
 * their Microsoft OIDs), nested OUs, and people loaded before it starts. A search by the sync
 * account returns at most 500 entries unless it pages (200 a page at most), as AD's MaxPageSize
 * makes a client page.
 */
export interface SlapdServer {
  readonly url: string;
  readonly baseDn: string;
  /** The account Kizuna binds as: reads everything, limited like an ordinary AD account. */
  readonly bindDn: string;
  readonly bindPassword: string;
  /** The DN of generated person `n` (1-based). */
  personDn(n: number): string;
  /** A client bound as the directory's manager, to change entries as an AD administrator would. */
  admin(): Promise<Client>;
  close(): Promise<void>;
}

export const SLAPD_PATH = '/usr/sbin/slapd';
export const SLAPD_AVAILABLE = existsSync(SLAPD_PATH);

const SUFFIX = 'dc=example,dc=co,dc=jp';
const ROOT_DN = `cn=manager,${SUFFIX}`;
const ROOT_PASSWORD = 'manager-secret';
const BIND_DN = `cn=kizuna-sync,ou=Service Accounts,${SUFFIX}`;
const BIND_PASSWORD = 'Sync-Passw0rd';

const AD_SCHEMA = `
attributetype ( 1.2.840.113556.1.4.221 NAME 'sAMAccountName' EQUALITY caseIgnoreMatch SUBSTR caseIgnoreSubstringsMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.15 SINGLE-VALUE )
attributetype ( 1.2.840.113556.1.4.656 NAME 'userPrincipalName' EQUALITY caseIgnoreMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.15 SINGLE-VALUE )
attributetype ( 1.2.840.113556.1.4.8 NAME 'userAccountControl' EQUALITY integerMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.27 SINGLE-VALUE )
attributetype ( 1.2.840.113556.1.2.141 NAME 'department' EQUALITY caseIgnoreMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.15 SINGLE-VALUE )
attributetype ( 1.2.840.113556.1.4.1946 NAME 'msDS-PhoneticDisplayName' EQUALITY caseIgnoreMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.15 SINGLE-VALUE )
attributetype ( 1.2.840.113556.1.4.1942 NAME 'msDS-PhoneticFirstName' EQUALITY caseIgnoreMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.15 SINGLE-VALUE )
attributetype ( 1.2.840.113556.1.4.1943 NAME 'msDS-PhoneticLastName' EQUALITY caseIgnoreMatch SYNTAX 1.3.6.1.4.1.1466.115.121.1.15 SINGLE-VALUE )
attributetype ( 2.16.840.1.113730.3.1.35 NAME 'thumbnailPhoto' SYNTAX 1.3.6.1.4.1.1466.115.121.1.40 SINGLE-VALUE )
objectclass ( 1.3.6.1.4.1.99999.2.1 NAME 'kizunaAdUser' SUP top AUXILIARY
  MAY ( sAMAccountName $ userPrincipalName $ userAccountControl $ department $ msDS-PhoneticDisplayName $
        msDS-PhoneticFirstName $ msDS-PhoneticLastName $ thumbnailPhoto ) )
`;

/** The OU path of a generated person: two regions, each with departments, each with teams. */
const DEPARTMENTS = [
  { region: 'Tokyo', ou: 'Sales', name: '営業部' },
  { region: 'Tokyo', ou: 'Engineering', name: '開発部' },
  { region: 'Osaka', ou: 'Sales', name: '営業部' },
  { region: 'Osaka', ou: 'Support', name: 'サポート部' },
];
const FAMILY = [
  ['山田', 'ヤマダ', 'Yamada'],
  ['佐藤', 'サトウ', 'Sato'],
  ['鈴木', 'スズキ', 'Suzuki'],
  ['高橋', 'タカハシ', 'Takahashi'],
  ['田中', 'タナカ', 'Tanaka'],
];
const GIVEN = [
  ['太郎', 'タロウ', 'Taro'],
  ['花子', 'ハナコ', 'Hanako'],
  ['一郎', 'イチロウ', 'Ichiro'],
  ['美咲', 'ミサキ', 'Misaki'],
];

function pad(n: number): string {
  return String(n).padStart(5, '0');
}

function ouPathOf(n: number): { dn: string; department: string } {
  const department = DEPARTMENTS[n % DEPARTMENTS.length]!;
  const team = `Team ${(Math.floor(n / DEPARTMENTS.length) % 3) + 1}`;
  return {
    dn: `ou=${team},ou=${department.ou},ou=${department.region},ou=People,${SUFFIX}`,
    department: department.name,
  };
}

function personDnOf(n: number): string {
  return `cn=user${pad(n)},${ouPathOf(n).dn}`;
}

/** One LDIF line; values that are not plain ASCII go base64-encoded (`::`), as LDIF requires. */
function line(attribute: string, value: string | Buffer): string {
  if (typeof value === 'string' && /^[\x20-\x7e]*$/.test(value) && !/^[ :<]/.test(value)) {
    return `${attribute}: ${value}`;
  }
  return `${attribute}:: ${Buffer.from(value).toString('base64')}`;
}

function entry(lines: string[]): string {
  return `${lines.join('\n')}\n\n`;
}

function peopleLdif(count: number): string {
  const chunks: string[] = [
    entry([
      line('dn', SUFFIX),
      'objectClass: dcObject',
      'objectClass: organization',
      'dc: example',
      'o: Example',
    ]),
    entry([
      line('dn', `ou=Service Accounts,${SUFFIX}`),
      'objectClass: organizationalUnit',
      'ou: Service Accounts',
    ]),
    entry([
      line('dn', BIND_DN),
      'objectClass: person',
      'cn: kizuna-sync',
      'sn: sync',
      line('userPassword', BIND_PASSWORD),
    ]),
    entry([line('dn', `ou=People,${SUFFIX}`), 'objectClass: organizationalUnit', 'ou: People']),
  ];
  const ous = new Set<string>();
  for (let n = 1; n <= count; n += 1) {
    const parts = ouPathOf(n).dn.split(',');
    for (let i = parts.length - 5; i >= 0; i -= 1) {
      const dn = parts.slice(i).join(',');
      if (dn === `ou=People,${SUFFIX}` || ous.has(dn)) continue;
      ous.add(dn);
      chunks.push(entry([line('dn', dn), 'objectClass: organizationalUnit', line('ou', parts[i]!.slice(3))]));
    }
  }
  for (let n = 1; n <= count; n += 1) {
    const [family, familyKana, familyRoman] = FAMILY[n % FAMILY.length]!;
    const [given, givenKana, givenRoman] = GIVEN[n % GIVEN.length]!;
    const id = `user${pad(n)}`;
    const lead = n - (n % 10) || 1;
    chunks.push(
      entry([
        line('dn', personDnOf(n)),
        'objectClass: inetOrgPerson',
        'objectClass: kizunaAdUser',
        line('cn', id),
        line('sn', familyRoman!),
        line('givenName', givenRoman!),
        line('displayName', `${family} ${given} ${pad(n)}`),
        line('msDS-PhoneticDisplayName', `${familyKana} ${givenKana}`),
        line('msDS-PhoneticLastName', familyKana!),
        line('msDS-PhoneticFirstName', givenKana!),
        line('sAMAccountName', id),
        line('userPrincipalName', `${id}@example.co.jp`),
        'userAccountControl: 512',
        line('department', ouPathOf(n).department),
        line('title', n % 10 === 0 ? '課長' : '担当'),
        line('telephoneNumber', `03-5555-${String(n % 10000).padStart(4, '0')}`),
        line('mobile', `090-1234-${String(n % 10000).padStart(4, '0')}`),
        line('mail', `${id}@example.co.jp`),
        ...(lead !== n ? [line('manager', personDnOf(lead))] : []),
      ]),
    );
  }
  return chunks.join('');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForBind(url: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const client = new Client({ url, timeout: 2000, connectTimeout: 2000 });
    try {
      await client.bind(ROOT_DN, ROOT_PASSWORD);
      return;
    } catch (error) {
      if (Date.now() - started > 20_000) throw error;
      await new Promise((done) => setTimeout(done, 100));
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }
}

/** Starts slapd with `people` generated people (user00001 … ); close() stops it and removes its folder. */
export async function startSlapd(options: { people: number }): Promise<SlapdServer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kizuna-slapd-'));
  const dbDir = path.join(folder, 'db');
  await mkdir(dbDir);
  await writeFile(path.join(folder, 'ad.schema'), AD_SCHEMA);
  await writeFile(
    path.join(folder, 'slapd.conf'),
    [
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      `include ${path.join(folder, 'ad.schema')}`,
      `pidfile ${path.join(folder, 'slapd.pid')}`,
      'database mdb',
      'maxsize 1073741824',
      `suffix "${SUFFIX}"`,
      `rootdn "${ROOT_DN}"`,
      `rootpw ${ROOT_PASSWORD}`,
      `directory ${dbDir}`,
      // As AD: at most 500 entries without paging, pages of at most 200, any number in all.
      'limits users size.soft=500 size.hard=500 size.pr=200 size.prtotal=unlimited',
      `access to attrs=userPassword by anonymous auth by * none`,
      `access to * by dn.exact="${BIND_DN}" read by * none`,
      '',
    ].join('\n'),
  );
  const ldif = path.join(folder, 'people.ldif');
  await writeFile(ldif, peopleLdif(options.people));
  const loaded = spawnSync('/usr/sbin/slapadd', ['-q', '-f', path.join(folder, 'slapd.conf'), '-l', ldif], {
    encoding: 'utf8',
  });
  if (loaded.status !== 0) throw new Error(`slapadd failed: ${loaded.stderr}`);
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    SLAPD_PATH,
    ['-f', path.join(folder, 'slapd.conf'), '-h', `${url}/`, '-d', '0'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  try {
    await waitForBind(url);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`slapd did not start: ${stderr}`, { cause: error });
  }
  const clients: Client[] = [];
  return {
    url,
    baseDn: SUFFIX,
    bindDn: BIND_DN,
    bindPassword: BIND_PASSWORD,
    personDn: personDnOf,
    async admin() {
      const client = new Client({ url });
      await client.bind(ROOT_DN, ROOT_PASSWORD);
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) await client.unbind().catch(() => undefined);
      const exited = new Promise((done) => child.once('exit', done));
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}
