// Installs, from Debian's packages, what the tests need and the machine lacks: Chromium for the
// browser tests, the PostgreSQL 15 server binaries for the server suite, nginx and PgBouncer for the
// several-nodes test, tesseract with its Japanese data and a Japanese font for business-card OCR,
// and OpenLDAP's slapd for the Active Directory sync.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  { path: '/usr/bin/chromium', packages: ['chromium'] },
  { path: '/usr/lib/postgresql/15/bin/initdb', packages: ['postgresql-15'] },
  // The several-nodes test runs nodes behind a real load balancer and a transaction pooler.
  { path: '/usr/sbin/nginx', packages: ['nginx'] },
  { path: '/usr/sbin/pgbouncer', packages: ['pgbouncer'] },
  { path: '/usr/bin/tesseract', packages: ['tesseract-ocr'] },
  { path: '/usr/share/tesseract-ocr/5/tessdata/jpn.traineddata', packages: ['tesseract-ocr-jpn'] },
  // The business-card tests draw a Japanese card to read back; without a Japanese font it is blank.
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', packages: ['fonts-noto-cjk'] },
  // The Active Directory sync is tested against a real OpenLDAP server started in a temp folder.
  { path: '/usr/sbin/slapd', packages: ['slapd'] },
  { path: '/usr/bin/ldapsearch', packages: ['ldap-utils'] },
];
const missing = wanted.filter((w) => !existsSync(w.path)).flatMap((w) => w.packages);
if (missing.length === 0) {
  console.info('System packages present.');
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(`Missing system packages: ${missing.join(', ')}. Install them with apt-get (as root).`);
  process.exit(1);
}
const apt = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
apt(['update']);
apt(['install', '-y', '--no-install-recommends', ...missing]);
