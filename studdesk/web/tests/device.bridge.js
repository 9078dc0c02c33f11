// The page's DeviceSession (app/device.js) as a process a Python test talks to: one JSON line in
// per host message ({"seats": [...], "msg": base64 of the message's msgpack}), one line out with
// the page's answers (each base64 msgpack, made by messages.js's clientMessage as the page sends
// them), or the sentence of its refusal, and what it has opened. Used by
// tests/web/test_device_js.py, which plays hands against a real HostDeal.

import { createInterface } from "node:readline";
import { decode, encode } from "../vendor/msgpack/index.mjs";
import { clientMessage } from "../app/messages.js";
import { DeviceSession } from "../app/device.js";

const progress = [];
const session = new DeviceSession({ progress: (p) => progress.push(p), pause: async () => {} });
const lines = createInterface({ input: process.stdin });

for await (const line of lines) {
  const request = JSON.parse(line);
  if (request.secret) { // the test's oracle opens the whole deck with every device's key
    process.stdout.write(JSON.stringify({ secret: session.key.secret.toString() }) + "\n");
    continue;
  }
  session.seats = new Set(request.seats);
  const msg = decode(Buffer.from(request.msg, "base64"));
  const reply = { answers: [], error: null, kind: null };
  try {
    const answers = await session.handle(msg);
    reply.answers = answers.map(([type, fields]) =>
      Buffer.from(encode(clientMessage(type, fields))).toString("base64"));
  } catch (e) {
    reply.error = e.message;
    reply.kind = e.constructor.name;
  }
  reply.cards = Object.fromEntries(session.cards);
  reply.down = Object.fromEntries([...session.seats].map((s) => [s, session.downCards(s)]));
  reply.progress = progress.splice(0);
  reply.costs = session.costs;
  process.stdout.write(JSON.stringify(reply) + "\n");
}
