#!/usr/bin/env node
// `node bench/cpuprofile.mjs [--top 40] <file.cpuprofile | dir> ...`: where a V8 CPU profile's time
// went (`node --cpu-prof`, e.g. `bench/load.mjs --node-args "--cpu-prof --cpu-prof-dir /tmp/prof"`).
// Prints, over all the profiles given, the share of the sampled time by package or file (self time),
// by function (self time), and by function including what it called (total time, each function
// counted once per sample however deep it recurs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { top: { type: 'string', default: '40' } },
  allowPositionals: true,
});
const TOP = Number(values.top);

const files = positionals.flatMap((given) =>
  statSync(given).isDirectory()
    ? readdirSync(given)
        .filter((name) => name.endsWith('.cpuprofile'))
        .map((name) => path.join(given, name))
    : [given],
);
if (files.length === 0) {
  console.error('usage: node bench/cpuprofile.mjs [--top N] <file.cpuprofile | dir> ...');
  process.exit(2);
}

/** Where a frame's code lives: the package of node_modules, a file of the workspace, or V8/Node. */
function placeOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return url;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const inWorkspace = url.indexOf('/packages/');
  return inWorkspace >= 0 ? url.slice(inWorkspace + 1) : url.replace(/^file:\/\//, '');
}

const selfByFunction = new Map();
const totalByFunction = new Map();
const selfByPlace = new Map();
let totalUs = 0;
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const labelOf = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${placeOf(url)}${url ? `:${lineNumber + 1}` : ''}`;
  };
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const node = nodes.get(id);
    totalUs += us;
    add(selfByFunction, labelOf(node), us);
    add(selfByPlace, placeOf(node.callFrame.url), us);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const label = labelOf(nodes.get(at));
      if (seen.has(label)) continue;
      seen.add(label);
      add(totalByFunction, label, us);
    }
  });
}

function print(title, map) {
  console.log(`\n${title}`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(
      `${((us / totalUs) * 100).toFixed(1).padStart(6)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    );
  }
}

console.log(`${files.length} profile(s), ${(totalUs / 1e6).toFixed(1)} s sampled`);
print('Self time by package or file', selfByPlace);
print('Self time by function', selfByFunction);
print('Total time by function (with what it called)', totalByFunction);
