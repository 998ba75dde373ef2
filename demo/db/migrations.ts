/**
 * The schema, as an append-only list of migrations. `PRAGMA user_version` records how many
 * have run, so a data directory from an older checkout is brought forward on start and never
 * rebuilt. Never edit a migration that has shipped: add the next one.
 *
 * Money is integer cents (no float rounding in totals). Translated text is a JSON object
 * {"en": ..., "zh": ..., "de": ...} in one column (db/text.ts): a row's languages are read
 * together, so a translation table would only add joins.
 */
import { OTHER_LANGUAGES, productDescriptions, seedWords } from '../seed/translations.ts';

/** Every column the seed writes in all interface languages (test/demo/seed-languages.test.ts reads this list). */
export const EVERY_LANGUAGE_COLUMNS: [table: string, column: string][] = [
  ['categories', 'name'], ['categories', 'description'], ['tags', 'name'], ['collections', 'name'], ['collections', 'description'],
  ['content_categories', 'name'], ['pages', 'title'], ['pages', 'body'], ['promotions', 'title'], ['promotions', 'description'], ['coupons', 'title'],
  ['shipping_methods', 'name'], ['payment_methods', 'name'], ['product_options', 'name'], ['products', 'description'],
];

function translationsMigration(): string {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  const rows = Object.entries({ ...seedWords, ...productDescriptions() }).map(([en, twelve]) => `(${quote(en)}, ${quote(JSON.stringify(Object.fromEntries(OTHER_LANGUAGES.map((l, i) => [l, twelve[i]]))))})`);
  // A column's English, or NULL when it holds no JSON (CASE, so json_extract never sees bad JSON).
  const english = (column: string) => `(CASE WHEN json_valid(${column}) THEN json_extract(${column}, '$.en') END)`;
  const label = `json_extract(v.value, '$.label')`;
  return `
  CREATE TEMP TABLE seed_words (en TEXT PRIMARY KEY, words TEXT NOT NULL);
  INSERT INTO seed_words (en, words) VALUES ${rows.join(',\n    ')};
  ${EVERY_LANGUAGE_COLUMNS.map(([table, column]) => `UPDATE ${table} SET ${column} = json_patch((SELECT words FROM seed_words WHERE en = ${english(column)}), ${column})
    WHERE ${english(column)} IN (SELECT en FROM seed_words);`).join('\n  ')}
  UPDATE product_options SET "values" = (
    SELECT json_group_array(json_object('value', json_extract(value, '$.value'), 'label', label)) FROM (
      SELECT v.key, v.value, CASE WHEN w.words IS NULL THEN ${label} ELSE '' || json_patch(w.words, ${label}) END AS label
      FROM json_each(product_options."values") v LEFT JOIN seed_words w ON w.en = ${english(label)}
      ORDER BY v.key
    )
  ) WHERE json_valid("values");
  DROP TABLE seed_words;
  `;
}

export const migrations: string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE categories (
    id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES categories(id), slug TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL, description TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, category_id INTEGER NOT NULL REFERENCES categories(id),
    name TEXT NOT NULL, description TEXT NOT NULL, price INTEGER NOT NULL, line_price INTEGER,
    image TEXT NOT NULL, sales INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
  );
  CREATE TABLE product_images (product_id INTEGER NOT NULL REFERENCES products(id), url TEXT NOT NULL, sort INTEGER NOT NULL);
  CREATE TABLE product_options (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), name TEXT NOT NULL, "values" TEXT NOT NULL, sort INTEGER NOT NULL
  );
  CREATE TABLE skus (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), code TEXT NOT NULL UNIQUE,
    options TEXT NOT NULL, price INTEGER NOT NULL, line_price INTEGER, stock INTEGER NOT NULL CHECK (stock >= 0), image TEXT NOT NULL
  );
  CREATE TABLE tags (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
  CREATE TABLE product_tags (product_id INTEGER NOT NULL REFERENCES products(id), tag_id INTEGER NOT NULL REFERENCES tags(id), PRIMARY KEY (product_id, tag_id));
  CREATE TABLE collections (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, name TEXT NOT NULL, description TEXT NOT NULL, image TEXT NOT NULL);
  CREATE TABLE collection_products (collection_id INTEGER NOT NULL REFERENCES collections(id), product_id INTEGER NOT NULL REFERENCES products(id), PRIMARY KEY (collection_id, product_id));

  CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT NOT NULL, bio TEXT NOT NULL, avatar TEXT NOT NULL);
  CREATE TABLE articles (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, author_id INTEGER NOT NULL REFERENCES authors(id),
    title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL, thumbnail TEXT NOT NULL, published_at TEXT NOT NULL
  );
  CREATE TABLE pages (id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, body TEXT NOT NULL, custom INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE promotions (
    id INTEGER PRIMARY KEY, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL, description TEXT NOT NULL,
    percent_off INTEGER NOT NULL, collection_id INTEGER REFERENCES collections(id), starts_at TEXT NOT NULL, ends_at TEXT NOT NULL
  );
  CREATE TABLE coupons (
    id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, slug TEXT NOT NULL UNIQUE, title TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')), amount INTEGER NOT NULL, min_spend INTEGER NOT NULL DEFAULT 0, expires_at TEXT NOT NULL
  );
  CREATE TABLE shipping_methods (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, days TEXT NOT NULL);
  CREATE TABLE shipping_rates (method_id INTEGER NOT NULL REFERENCES shipping_methods(id), country TEXT NOT NULL, fee INTEGER NOT NULL, PRIMARY KEY (method_id, country));
  CREATE TABLE payment_methods (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, enabled INTEGER NOT NULL DEFAULT 1);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY, email TEXT UNIQUE, mobile TEXT UNIQUE, password_hash TEXT,
    first_name TEXT NOT NULL DEFAULT '', last_name TEXT NOT NULL DEFAULT '', nick_name TEXT NOT NULL DEFAULT '',
    avatar TEXT NOT NULL DEFAULT '', bio TEXT NOT NULL DEFAULT '', birthday TEXT NOT NULL DEFAULT '',
    email_verified INTEGER NOT NULL DEFAULT 0, credits INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL, last_login TEXT
  );
  CREATE TABLE sessions (
    token TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), ip TEXT NOT NULL, device TEXT NOT NULL,
    method TEXT NOT NULL, created_at TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE activity (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), action TEXT NOT NULL, ip TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE visits (id INTEGER PRIMARY KEY, visitor_id TEXT NOT NULL, user_id INTEGER, url TEXT NOT NULL, referer TEXT NOT NULL, timezone TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE favorites (
    user_id INTEGER NOT NULL REFERENCES users(id), kind TEXT NOT NULL CHECK (kind IN ('product', 'article')),
    target_id INTEGER NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, kind, target_id)
  );
  CREATE TABLE reviews (
    id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), user_id INTEGER REFERENCES users(id),
    author TEXT NOT NULL, score INTEGER NOT NULL CHECK (score BETWEEN 1 AND 5), body TEXT NOT NULL, created_at TEXT NOT NULL
  );
  CREATE TABLE comments (
    id INTEGER PRIMARY KEY, article_id INTEGER NOT NULL REFERENCES articles(id), user_id INTEGER REFERENCES users(id),
    author TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL
  );
  CREATE TABLE cart_lines (
    id INTEGER PRIMARY KEY, owner TEXT NOT NULL, sku_id INTEGER NOT NULL REFERENCES skus(id),
    quantity INTEGER NOT NULL CHECK (quantity > 0), selected INTEGER NOT NULL DEFAULT 1, UNIQUE (owner, sku_id)
  );
  CREATE TABLE carts (owner TEXT PRIMARY KEY, coupon_code TEXT);
  CREATE TABLE outbox (id INTEGER PRIMARY KEY, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE TABLE codes (id INTEGER PRIMARY KEY, target TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL, expires_at TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0);
  CREATE TABLE newsletter (email TEXT PRIMARY KEY, created_at TEXT NOT NULL);
  `,
  `
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    country TEXT NOT NULL, province TEXT NOT NULL DEFAULT '', city TEXT NOT NULL, area TEXT NOT NULL DEFAULT '', postal_code TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL, apartment TEXT NOT NULL DEFAULT '', country_code TEXT NOT NULL, phone TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE orders (
    id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, user_id INTEGER NOT NULL REFERENCES users(id),
    status TEXT NOT NULL CHECK (status IN ('in_progress', 'completed', 'cancelled', 'pending_cancellation')),
    pay_status TEXT NOT NULL CHECK (pay_status IN ('unpaid', 'paid')),
    address TEXT NOT NULL, shipping_method TEXT NOT NULL, payment_method TEXT NOT NULL, coupon_code TEXT,
    subtotal INTEGER NOT NULL, discount INTEGER NOT NULL, shipping_fee INTEGER NOT NULL, total INTEGER NOT NULL,
    shipped INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
  );
  CREATE TABLE order_items (
    order_id INTEGER NOT NULL REFERENCES orders(id), sku_id INTEGER NOT NULL REFERENCES skus(id), product_slug TEXT NOT NULL,
    name TEXT NOT NULL, sku_code TEXT NOT NULL, price INTEGER NOT NULL, quantity INTEGER NOT NULL
  );
  CREATE TABLE shipments (order_id INTEGER NOT NULL REFERENCES orders(id), express_name TEXT NOT NULL, express_number TEXT NOT NULL);
  CREATE TABLE payments (id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), status TEXT NOT NULL, card_last4 TEXT NOT NULL, created_at TEXT NOT NULL);
  -- One row per (user, Idempotency-Key): the first answer is kept and returned to every repeat.
  CREATE TABLE idempotency (user_id INTEGER NOT NULL, key TEXT NOT NULL, response TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (user_id, key));
  `,
  `
  CREATE TABLE returns (
    id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, order_id INTEGER NOT NULL REFERENCES orders(id), user_id INTEGER NOT NULL REFERENCES users(id),
    apply_type TEXT NOT NULL CHECK (apply_type IN ('return_refund', 'exchange', 'refund_only')), apply_description TEXT NOT NULL,
    refund_amount INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending_approval', 'cancelled', 'completed', 'ended')),
    audit_status TEXT NOT NULL CHECK (audit_status IN ('pending_approval', 'audit_successful', 'audit_failed')),
    refusal_description TEXT NOT NULL DEFAULT '', logistics_company TEXT NOT NULL DEFAULT '', logistics_number TEXT NOT NULL DEFAULT '',
    delivery_time TEXT, created_at TEXT NOT NULL
  );
  CREATE TABLE inquiries (
    id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, user_id INTEGER REFERENCES users(id), product_slug TEXT,
    name TEXT NOT NULL, email TEXT NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL
  );
  CREATE TABLE inquiry_images (inquiry_id INTEGER NOT NULL REFERENCES inquiries(id), path TEXT NOT NULL, type TEXT NOT NULL, bytes INTEGER NOT NULL);
  CREATE TABLE qr_logins (id TEXT PRIMARY KEY, status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'used')), token TEXT, expires_at TEXT NOT NULL);
  `,
  // Content categories: articles and static pages are grouped (guides, stories; help, company)
  // for the article and page listings. Existing shops get the seed's grouping.
  `
  CREATE TABLE content_categories (
    id INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('article', 'page')), slug TEXT NOT NULL,
    name TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0, UNIQUE (kind, slug)
  );
  ALTER TABLE articles ADD COLUMN category_id INTEGER REFERENCES content_categories(id);
  ALTER TABLE pages ADD COLUMN category_id INTEGER REFERENCES content_categories(id);
  INSERT INTO content_categories (kind, slug, name, sort) VALUES
    ('article', 'guides', '{"en":"Guides","zh":"指南","zh-HK":"指南"}', 0),
    ('article', 'stories', '{"en":"Stories","zh":"故事","zh-HK":"故事"}', 1),
    ('page', 'help', '{"en":"Help","zh":"帮助","zh-HK":"幫助"}', 0),
    ('page', 'company', '{"en":"About us","zh":"关于我们","zh-HK":"關於我們"}', 1);
  UPDATE articles SET category_id = (SELECT id FROM content_categories WHERE kind = 'article' AND slug = 'guides')
    WHERE slug IN ('caring-for-linen', 'brewing-oolong', 'a-desk-that-works', 'gift-wrapping', 'choosing-a-fountain-pen');
  UPDATE articles SET category_id = (SELECT id FROM content_categories WHERE kind = 'article' AND slug = 'stories')
    WHERE slug IN ('nordic-colours', 'harbour-mornings', 'packing-light');
  UPDATE pages SET category_id = (SELECT id FROM content_categories WHERE kind = 'page' AND slug = 'help') WHERE slug IN ('shipping', 'returns', 'privacy');
  UPDATE pages SET category_id = (SELECT id FROM content_categories WHERE kind = 'page' AND slug = 'company') WHERE slug IN ('about', 'lookbook');
  `,
  // Guest checkout: an address or an order belongs to a customer (user_id) or to a guest's
  // visitor id, never both; a guest order keeps its contact e-mail. Idempotency keys are per
  // owner ('u:<id>' or 'v:<visitor id>'). The tables are rebuilt (SQLite cannot drop a NOT NULL);
  // migrate() runs migrations with foreign keys off and checks them before each commit.
  `
  CREATE TABLE addresses_new (
    id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id), visitor_id TEXT, first_name TEXT NOT NULL, last_name TEXT NOT NULL,
    country TEXT NOT NULL, province TEXT NOT NULL DEFAULT '', city TEXT NOT NULL, area TEXT NOT NULL DEFAULT '', postal_code TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL, apartment TEXT NOT NULL DEFAULT '', country_code TEXT NOT NULL, phone TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0,
    CHECK ((user_id IS NULL) <> (visitor_id IS NULL))
  );
  INSERT INTO addresses_new (id, user_id, first_name, last_name, country, province, city, area, postal_code, address, apartment, country_code, phone, is_default)
    SELECT id, user_id, first_name, last_name, country, province, city, area, postal_code, address, apartment, country_code, phone, is_default FROM addresses;
  DROP TABLE addresses;
  ALTER TABLE addresses_new RENAME TO addresses;
  CREATE INDEX addresses_user ON addresses (user_id);
  CREATE INDEX addresses_visitor ON addresses (visitor_id);

  CREATE TABLE orders_new (
    id INTEGER PRIMARY KEY, number TEXT NOT NULL UNIQUE, user_id INTEGER REFERENCES users(id), visitor_id TEXT, email TEXT,
    status TEXT NOT NULL CHECK (status IN ('in_progress', 'completed', 'cancelled', 'pending_cancellation')),
    pay_status TEXT NOT NULL CHECK (pay_status IN ('unpaid', 'paid')),
    address TEXT NOT NULL, shipping_method TEXT NOT NULL, payment_method TEXT NOT NULL, coupon_code TEXT,
    subtotal INTEGER NOT NULL, discount INTEGER NOT NULL, shipping_fee INTEGER NOT NULL, total INTEGER NOT NULL,
    shipped INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL,
    CHECK ((user_id IS NULL) <> (visitor_id IS NULL)), CHECK (visitor_id IS NULL OR email IS NOT NULL)
  );
  INSERT INTO orders_new (id, number, user_id, status, pay_status, address, shipping_method, payment_method, coupon_code, subtotal, discount, shipping_fee, total, shipped, created_at)
    SELECT id, number, user_id, status, pay_status, address, shipping_method, payment_method, coupon_code, subtotal, discount, shipping_fee, total, shipped, created_at FROM orders;
  DROP TABLE orders;
  ALTER TABLE orders_new RENAME TO orders;
  CREATE INDEX orders_user ON orders (user_id);
  CREATE INDEX orders_visitor ON orders (visitor_id);

  -- One row per (owner, Idempotency-Key): the first answer is kept and returned to every repeat.
  CREATE TABLE idempotency_new (owner TEXT NOT NULL, key TEXT NOT NULL, response TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (owner, key));
  INSERT INTO idempotency_new (owner, key, response, created_at) SELECT 'u:' || user_id, key, response, created_at FROM idempotency;
  DROP TABLE idempotency;
  ALTER TABLE idempotency_new RENAME TO idempotency;
  `,
  // Accounts: a mobile account's country code; sessions.cookie (no longer read: every session
  // now has its cookie, session-cookie.ts); QR sign-ins are bound to the
  // waiting browser (visitor id and a secret, stored as a hash) and remember who confirmed them;
  // sign-in failures and code requests are counted per account and per IP; slide challenges and
  // passes are single use and short-lived. Pending QR rows live two minutes: the old ones go.
  `
  ALTER TABLE users ADD COLUMN mobile_country_code TEXT NOT NULL DEFAULT '';
  ALTER TABLE sessions ADD COLUMN cookie INTEGER NOT NULL DEFAULT 0;
  DROP TABLE qr_logins;
  CREATE TABLE qr_logins (
    id TEXT PRIMARY KEY, secret_hash TEXT NOT NULL, visitor_id TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'declined', 'used')),
    user_id INTEGER REFERENCES users(id), ip TEXT NOT NULL, device TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL
  );
  CREATE TABLE auth_events (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, key TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE INDEX auth_events_key ON auth_events (kind, key, at);
  CREATE TABLE slide_challenges (id TEXT PRIMARY KEY, gap_x INTEGER NOT NULL, expires_at INTEGER NOT NULL);
  CREATE TABLE slide_passes (pass_hash TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
  `,
  // The user centre: when an order was paid, shipped, completed or cancelled (set where the
  // state changes; older orders get what the payments and shipments tell, the rest stays
  // unknown); a return's reason code and its photos (stored under <data dir>/uploads/returns,
  // never served); the account's own quote requests are readable by it (inquiries.user_id).
  `
  ALTER TABLE orders ADD COLUMN paid_at TEXT;
  ALTER TABLE orders ADD COLUMN shipped_at TEXT;
  ALTER TABLE orders ADD COLUMN completed_at TEXT;
  ALTER TABLE orders ADD COLUMN cancelled_at TEXT;
  UPDATE orders SET paid_at = (SELECT min(created_at) FROM payments WHERE order_id = orders.id AND status = 'succeeded') WHERE pay_status = 'paid';
  UPDATE orders SET shipped_at = paid_at WHERE shipped = 1;
  ALTER TABLE returns ADD COLUMN reason TEXT;
  CREATE TABLE return_images (return_id INTEGER NOT NULL REFERENCES returns(id), path TEXT NOT NULL, type TEXT NOT NULL, bytes INTEGER NOT NULL);
  CREATE INDEX return_images_return ON return_images (return_id);
  CREATE INDEX returns_order ON returns (order_id);
  `,
  // Hardening (issue 14): one-time codes are stored hashed (codes.code holds sha256 of purpose,
  // target and code) and count their wrong tries (a code is void after 5). Codes stored in
  // plain text before this cannot be checked any more: they are voided (they live 10 minutes).
  `
  ALTER TABLE codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
  UPDATE codes SET used = 1;
  CREATE INDEX codes_target ON codes (target, purpose);
  `,
  // Sessions end after 30 days without use and 90 days after sign-in (demo/api/context.ts):
  // when each was last used (NULL: not since it started).
  `
  ALTER TABLE sessions ADD COLUMN last_used_at TEXT;
  CREATE INDEX sessions_user ON sessions (user_id);
  `,
  // Commerce limits (issue 14): an Idempotency-Key remembers a hash of the request it answered,
  // so a replay with another body is refused (NULL for keys stored before: those still replay);
  // coupons have a total and a per-customer use limit (NULL: none; WELCOME10 is one per
  // customer); one review per product per customer, edited in place (updated_at). Older
  // duplicate reviews of a customer give way to their newest one.
  `
  ALTER TABLE idempotency ADD COLUMN request_hash TEXT;
  ALTER TABLE coupons ADD COLUMN max_uses INTEGER;
  ALTER TABLE coupons ADD COLUMN max_uses_per_customer INTEGER;
  UPDATE coupons SET max_uses_per_customer = 1 WHERE code = 'WELCOME10';
  CREATE INDEX orders_coupon ON orders (coupon_code);
  ALTER TABLE reviews ADD COLUMN updated_at TEXT;
  DELETE FROM reviews WHERE user_id IS NOT NULL AND id NOT IN (SELECT max(id) FROM reviews WHERE user_id IS NOT NULL GROUP BY product_id, user_id);
  CREATE UNIQUE INDEX reviews_one_per_customer ON reviews (product_id, user_id) WHERE user_id IS NOT NULL;
  `,
  // E-mails are case-folded (issue 21): stored addresses go to lower case, unless another
  // account holds the same address in another case (two accounts the old rule let in; sign-in
  // then finds the older one, demo/api/auth-flows.ts findAccount). Looked up by lower(email).
  `
  UPDATE users SET email = lower(email)
    WHERE email IS NOT NULL AND email <> lower(email)
      AND NOT EXISTS (SELECT 1 FROM users other WHERE other.id <> users.id AND lower(other.email) = lower(users.email));
  CREATE INDEX users_email_folded ON users (lower(email));
  `,
  // Whether the account's mobile number was proven by a code sent to it, as email_verified is
  // for its e-mail (issue 21: pre-hijacking). Numbers stored before were never asked: trusted.
  `
  ALTER TABLE users ADD COLUMN mobile_verified INTEGER NOT NULL DEFAULT 0;
  UPDATE users SET mobile_verified = 1 WHERE mobile IS NOT NULL;
  `,
  // A slide pass is good only from the address it was earned at (issue 21): passes solved in one
  // place no longer serve requests from others. Passes live two minutes: the old ones just go.
  `
  DELETE FROM slide_passes;
  ALTER TABLE slide_passes ADD COLUMN ip TEXT NOT NULL DEFAULT '';
  `,
  // ... and only for the account it was earned for (the account typed in the form, folded).
  `
  DELETE FROM slide_passes;
  ALTER TABLE slide_passes ADD COLUMN account TEXT NOT NULL DEFAULT '';
  `,
  // A checkout begun without JavaScript (demo/pages/checkout-form.ts): the shopper's choices
  // so far, as the browser keeps them in sessionStorage (runtime/checkout.ts), one row per
  // shopper (u:<id> or v:<visitor>), and the Idempotency-Key the payment step's form carries.
  `
  CREATE TABLE checkout_drafts (
    owner TEXT PRIMARY KEY, email TEXT, address_id INTEGER, shipping_method TEXT, payment_method TEXT,
    place_key TEXT, updated_at TEXT NOT NULL
  );
  `,
  // The shop's own words in every interface language (issue 22 item 19): categories, product
  // options and their word values, tags, collections, content groups, pages, promotions,
  // coupons, shipping and payment methods get the twelve languages besides en, zh and zh-HK
  // from the seed's table (demo/seed/translations.ts), where their English is one the seed
  // wrote, and the products' descriptions. A language a row has already is kept. Product names
  // (brand-like) and articles are left as they are.
  translationsMigration(),
  // Several server processes on one database (issue 24, docs/scaling.md): what they must agree
  // on lives here, not in a process's memory. bus_events: what a process tells the others (a
  // socket push, sessions to close), read by each in id order and dropped after a minute.
  // rate_limits: @fastify/rate-limit's counters, one row per route and client key.
  // upload_usage: the upload quotas' windows per key ('account:<id>', 'ip:<address>').
  // server_processes and open_sockets: the live processes (a heartbeat) and their open sockets
  // per address, so a socket cap per address counts every live process's sockets.
  // Times in ms since the epoch.
  `
  CREATE TABLE bus_events (id INTEGER PRIMARY KEY AUTOINCREMENT, origin TEXT NOT NULL, kind TEXT NOT NULL, body TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at INTEGER NOT NULL);
  CREATE TABLE upload_usage (key TEXT PRIMARY KEY, start INTEGER NOT NULL, files INTEGER NOT NULL, bytes INTEGER NOT NULL);
  CREATE TABLE server_processes (id TEXT PRIMARY KEY, pid INTEGER NOT NULL, seen_at INTEGER NOT NULL);
  CREATE TABLE open_sockets (process TEXT NOT NULL, ip TEXT NOT NULL, sockets INTEGER NOT NULL, guests INTEGER NOT NULL, PRIMARY KEY (process, ip));
  `,
  // An order's lines get a key of their own (issue 24): they were read in rowid order, which
  // PostgreSQL has not; now by id, on both. The table is rebuilt (SQLite cannot add a primary
  // key) with each line's rowid as its id, so the lines keep their order. Nothing refers to
  // order_items; migrate() checks the references it holds before the commit.
  `
  CREATE TABLE order_items_new (
    id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), sku_id INTEGER NOT NULL REFERENCES skus(id), product_slug TEXT NOT NULL,
    name TEXT NOT NULL, sku_code TEXT NOT NULL, price INTEGER NOT NULL, quantity INTEGER NOT NULL
  );
  INSERT INTO order_items_new (id, order_id, sku_id, product_slug, name, sku_code, price, quantity)
    SELECT rowid, order_id, sku_id, product_slug, name, sku_code, price, quantity FROM order_items ORDER BY rowid;
  DROP TABLE order_items;
  ALTER TABLE order_items_new RENAME TO order_items;
  `,
];
