// @ts-check
/** Answers a stand-in page: HTML, never cached, with its status. */
import { send } from '../../http/respond.mjs';

/** @param {import('node:http').ServerResponse} res @param {string} html @param {number} [status] */
export function sendPage(res, html, status = 200) {
  send(res, status, html, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
}

/** A 303 See Other to `location`. @param {import('node:http').ServerResponse} res @param {string} location */
export function redirect(res, location) {
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': 0 });
  res.end();
}
