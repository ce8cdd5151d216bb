// Takes the link of the styles nothing at start-up needs (style/later.css, issue 32) out of the page's head flow: the
// link trunk wrote is wrapped in <template id=later-css>, so the browser does not fetch it with the page, and
// index.html's last script adds it once the board answers (its squares carry data-square). Its href stays in the page, so the service worker's
// install (which takes every href of the page) still precaches it. Called by scripts/split.sh on trunk's staging
// folder; refuses (exit 1) unless exactly one later-<hash>.css link is found.
//
//   node scripts/later-css.mjs <staging folder>
import fs from 'node:fs';
import path from 'node:path';

const [stage] = process.argv.slice(2);
if (!stage) {
  console.error('later-css: usage: node scripts/later-css.mjs <staging folder>');
  process.exit(2);
}
const pagePath = path.join(stage, 'index.html');
const page = fs.readFileSync(pagePath, 'utf8');
// A release page is minified (attributes without quotes); a debug one is not.
const links = [...page.matchAll(/<link\b[^>]*\bhref=["']?\.?\/?later-[0-9a-f]+\.css["']?[^>]*>/g)];
if (links.length !== 1) {
  console.error(`later-css: expected one link to later-<hash>.css in ${pagePath}, found ${links.length}`);
  process.exit(1);
}
const [link] = links[0];
fs.writeFileSync(pagePath, page.replace(link, `<template id=later-css>${link}</template>`));
