// A real WordPress, Debian's package (6.1), for the journey of a publisher who can't add a script (issue 28): its own
// copy in a temporary folder, its database a private MariaDB on a socket in that folder (no network, no password, no
// grant tables: only this folder's owner can reach it), served by PHP's built-in server on loopback. close() stops
// both and removes the folder. Nothing is written outside it.
//
//   node scripts/testing/wordpress.mjs <published-site-origin>   starts one by hand, prints its address, waits.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

const SOURCE = '/usr/share/wordpress';
const NEEDS = [SOURCE, '/usr/sbin/mariadbd', '/usr/bin/php'];
export const PACKAGES = 'wordpress mariadb-server-core php-cli php-mysql';

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function until(check, what, seconds = 20) {
  for (const end = Date.now() + seconds * 1000; Date.now() < end; await sleep(100)) if (await check()) return;
  throw new Error(`WordPress: ${what} did not happen within ${seconds} s`);
}

/**
 * PHP run in WordPress's folder; gives what the code echoes. Values reach it as environment variables (getenv).
 * Asynchronous: WordPress may fetch from a server of this very process meanwhile.
 */
async function php(dir, code, values = {}) {
  const { stdout } = await run('php', ['-r', `chdir(getenv('WP_DIR')); ${code}`], {
    env: { ...process.env, WP_DIR: dir, ...values },
  }).catch((error) => {
    throw new Error(`WordPress: PHP failed: ${error.stdout}${error.stderr}`);
  });
  if (/(Fatal|Parse) error/.test(stdout)) throw new Error(`WordPress: PHP failed: ${stdout}`);
  return stdout;
}
// The CLI has no request; WordPress reads its address from WP_HOME, and only wants these to exist.
const loadWordPress = `$_SERVER['HTTP_HOST'] = 'localhost'; $_SERVER['REQUEST_URI'] = '/'; require 'wp-load.php';`;

function config(socket, url) {
  return `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('AUTOMATIC_UPDATER_DISABLED', true);
define('DISABLE_WP_CRON', true);
${['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].map((name) => `define('${name}_KEY', '${crypto.randomUUID()}');`).join('\n')}
$table_prefix = 'wp_';
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
}

// WordPress fetches oEmbed only from public hosts on ports 80, 443 and 8080 (wp_http_validate_url), a guard against
// a post making the server call its own network. The site under test is on loopback, on a port of the system's
// choosing: these two filters, and nothing else, let WordPress reach it and no other local address.
const loopbackSite = (port) => `<?php
add_filter('http_request_host_is_external', fn($external, $host) => $external || $host === '127.0.0.1', 10, 2);
add_filter('http_allowed_safe_ports', fn($ports) => array_merge($ports, [${port}]));
`;

/**
 * Starts WordPress, able to embed from the site at `siteOrigin` (a loopback address). Gives its address, post(),
 * which publishes a post as an Author (no unfiltered_html: WordPress filters what she writes) and gives its address,
 * and close().
 */
export async function startWordPress(siteOrigin) {
  const missing = NEEDS.filter((file) => !fs.existsSync(file));
  if (missing.length)
    throw new Error(`WordPress's journey needs Debian's ${PACKAGES} (missing: ${missing.join(', ')})`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-'));
  // Each server in a process group of its own: PHP's server forks workers, which outlive their parent.
  const children = [];
  const start = (command, args, options) => {
    const child = spawn(command, args, { stdio: 'ignore', detached: true, ...options });
    children.push(child);
    return child;
  };
  const stop = () => children.forEach((child) => child.exitCode ?? process.kill(-child.pid, 'SIGTERM'));
  process.once('exit', stop); // a run cut short leaves nothing behind either
  const close = async () => {
    const exited = children.map((child) => child.exitCode ?? new Promise((resolve) => child.once('exit', resolve)));
    stop();
    await Promise.all(exited);
    process.off('exit', stop);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const socket = path.join(dir, 'db.sock');
    fs.mkdirSync(path.join(dir, 'db'));
    start('/usr/sbin/mariadbd', [
      '--no-defaults',
      `--datadir=${path.join(dir, 'db')}`,
      `--socket=${socket}`,
      '--skip-networking',
      '--skip-grant-tables',
      `--log-error=${path.join(dir, 'db.log')}`,
      `--user=${os.userInfo().username}`, // required when run as root (CI), ignored otherwise
      '--innodb-buffer-pool-size=16M',
    ]);
    await until(() => fs.existsSync(socket), 'the database starting');

    const wp = path.join(dir, 'www');
    fs.cpSync(SOURCE, wp, { recursive: true, dereference: false, filter: (file) => !file.endsWith('.htaccess') });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/`;
    fs.writeFileSync(path.join(wp, 'wp-config.php'), config(socket, url));
    fs.mkdirSync(path.join(wp, 'wp-content/mu-plugins'));
    fs.writeFileSync(path.join(wp, 'wp-content/mu-plugins/loopback-site.php'), loopbackSite(new URL(siteOrigin).port));
    await php(
      wp,
      `(new mysqli('localhost', 'root', '', null, 0, getenv('SOCKET')))->query('CREATE DATABASE wordpress');`,
      {
        SOCKET: socket,
      },
    );
    await php(
      wp,
      `define('WP_INSTALLING', true); ${loadWordPress} require ABSPATH . 'wp-admin/includes/upgrade.php';
       wp_install('A publisher', 'admin', 'admin@example.invalid', true, '', wp_generate_password());
       wp_insert_user(['user_login' => 'author', 'user_pass' => wp_generate_password(), 'role' => 'author']);`,
    );

    // As WordPress's .htaccess has Apache do: a file that exists is served, any other address goes to WordPress.
    const router = path.join(dir, 'router.php');
    fs.writeFileSync(
      router,
      `<?php if (file_exists($_SERVER['DOCUMENT_ROOT'] . parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH))) return false;
      require $_SERVER['DOCUMENT_ROOT'] . '/index.php';`,
    );
    start('php', ['-S', `127.0.0.1:${port}`, '-t', wp, router], {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    await until(
      () =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      'its server answering',
    );

    /** Publishes `content` (block markup, as the editor saves it) as the Author; gives the post's address. */
    const post = (title, content) =>
      php(
        wp,
        `${loadWordPress}
         wp_set_current_user(get_user_by('login', 'author')->ID);
         if (current_user_can('unfiltered_html')) { echo 'Fatal error: the Author may write any HTML'; exit; }
         $post = ['post_title' => getenv('TITLE'), 'post_content' => getenv('CONTENT'), 'post_status' => 'publish'];
         $id = wp_insert_post($post, true);
         echo is_wp_error($id) ? 'Fatal error: ' . $id->get_error_message() : get_permalink($id);`,
        { TITLE: title, CONTENT: content },
      );
    /** What the editor shows the Author when she pastes `link`: WordPress's oEmbed proxy, asked as she asks it. */
    const preview = async (link) =>
      JSON.parse(
        await php(
          wp,
          `${loadWordPress}
           wp_set_current_user(get_user_by('login', 'author')->ID);
           $request = new WP_REST_Request('GET', '/oembed/1.0/proxy');
           $request->set_param('url', getenv('LINK'));
           echo wp_json_encode(rest_do_request($request)->get_data());`,
          { LINK: link },
        ),
      );
    return { url, post, preview, close };
  } catch (error) {
    await close();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const wordpress = await startWordPress(process.argv[2] ?? 'http://127.0.0.1:8080/');
  console.log(`WordPress at ${wordpress.url} (Ctrl-C stops it)`);
  process.on('SIGINT', () => wordpress.close().then(() => process.exit(0)));
}
