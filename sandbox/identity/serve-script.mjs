// @ts-check
/** Serves the stand-in browser scripts in ./browser. */
import fs from 'node:fs';
import { send } from '../http/respond.mjs';

/** @type {Map<string, Buffer>} */
const cache = new Map();

/** @param {import('node:http').ServerResponse} res @param {string} name a file in ./browser */
export function sendScript(res, name) {
  let body = cache.get(name);
  if (!body) {
    body = fs.readFileSync(new URL(`./browser/${name}`, import.meta.url));
    cache.set(name, body);
  }
  send(res, 200, body, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
}
