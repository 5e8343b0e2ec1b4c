// A small MIME reader for the messages the SMTP peer receives (mailparser is not installed):
// header unfolding and RFC 2047 words, nested multiparts, quoted-printable and base64 parts.
// Enough to read what nodemailer writes; not a general parser.

export interface MimePart {
  headers: Map<string, string>;
  /** The media type in lower case, e.g. "text/html". */
  contentType: string;
  /** Decoded body (raw bytes for attachments). */
  content: Buffer;
}

export interface ParsedMail {
  headers: Map<string, string>;
  /** Every header name as received, in order (for duplicate checks). */
  headerNames: string[];
  contentType: string;
  subject: string;
  text: string | undefined;
  html: string | undefined;
  /** Leaf parts that are neither the text nor the HTML body. */
  attachments: MimePart[];
}

function splitHeadAndBody(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): { headers: Map<string, string>; names: string[] } {
  const headers = new Map<string, string>();
  const names: string[] = [];
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    names.push(name);
    const key = name.toLowerCase();
    if (!headers.has(key)) headers.set(key, line.slice(colon + 1).trim());
  }
  return { headers, names };
}

/** The value of a parameter of a structured header, e.g. boundary="abc". */
function parameter(header: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="?([^";]+)"?`, 'i').exec(header ?? '');
  return match?.[1];
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'utf8');
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes them. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')).toString('utf8'),
    );
}

function leaves(raw: string): MimePart[] {
  const { head, body } = splitHeadAndBody(raw);
  const { headers } = parseHeaders(head);
  const typeHeader = headers.get('content-type') ?? 'text/plain';
  const contentType = (typeHeader.split(';')[0] ?? '').trim().toLowerCase();
  const boundary = parameter(typeHeader, 'boundary');
  if (contentType.startsWith('multipart/') && boundary) {
    const delimiter = `--${boundary}`;
    const sections = body.split(delimiter).slice(1);
    return sections
      .filter((section) => !section.startsWith('--'))
      .flatMap((section) => leaves(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
  }
  return [
    {
      headers,
      contentType,
      content: decodeBody(body, headers.get('content-transfer-encoding')),
    },
  ];
}

export function parseMail(raw: string): ParsedMail {
  const { head } = splitHeadAndBody(raw);
  const { headers, names } = parseHeaders(head);
  const parts = leaves(raw);
  const isBody = (part: MimePart, type: string) =>
    part.contentType === type && !/attachment/i.test(part.headers.get('content-disposition') ?? '');
  const textPart = parts.find((part) => isBody(part, 'text/plain'));
  const htmlPart = parts.find((part) => isBody(part, 'text/html'));
  return {
    headers,
    headerNames: names,
    contentType: ((headers.get('content-type') ?? 'text/plain').split(';')[0] ?? '').toLowerCase(),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: textPart?.content.toString('utf8'),
    html: htmlPart?.content.toString('utf8'),
    attachments: parts.filter((part) => part !== textPart && part !== htmlPart),
  };
}
