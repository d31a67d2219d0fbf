// The SHA-256 of a request's body, for nginx's cache key (deploy/nginx.conf, docs/deploy.md).
// njs 0.7.9 (Debian 12's libnginx-mod-http-js). nginx evaluates the key once proxy_pass has read
// the whole body. deploy/nginx.conf keeps every body it accepts in memory: r.requestBuffer.
// With `client_body_in_file_only clean` instead, every body is in a file named by
// $request_body_file, read here 64 KB at a time. (A body nginx merely spilled to a temporary
// file cannot be read: nginx removes that file's name as it creates it, and r.requestBuffer
// throws "request body is in a file".)
//
// Returns "" when there is no body to hash (empty, none was read, or it is unreadable): nginx.conf then
// neither answers the request from its cache nor stores the answer, so two bodies never share a
// key.
import fs from 'fs';
import crypto from 'crypto';

const chunkBytes = 65536;

// Hashes the body into `hash`; returns how many bytes it hashed, or undefined without a body.
function hashBody(r, hash) {
    const file = r.variables.request_body_file;
    if (!file) {
        const body = r.requestBuffer;
        if (body !== undefined) {
            hash.update(body);
        }
        return body === undefined ? undefined : body.length;
    }
    const fd = fs.openSync(file, 'r');
    try {
        const chunk = Buffer.alloc(chunkBytes);
        let total = 0;
        for (;;) {
            const read = fs.readSync(fd, chunk, 0, chunkBytes, total);
            if (read <= 0) {
                return total;
            }
            hash.update(chunk.subarray(0, read));
            total += read;
        }
    } finally {
        fs.closeSync(fd);
    }
}

function bodySha256(r) {
    const declared = r.variables.content_length;
    if (declared === '0') {
        return ''; // nothing to hash (njs 0.7.9 throws "detached buffer" on an empty body)
    }
    const hash = crypto.createHash('sha256');
    let hashed;
    try {
        hashed = hashBody(r, hash);
    } catch (e) {
        r.error(`bubbles cache key: request body not hashed (${e.message}); not cached`);
        return '';
    }
    if (hashed === undefined) {
        return '';
    }
    // The bytes hashed must be the bytes received: a short read would key a different body.
    if (declared && Number(declared) !== hashed) {
        r.error(`bubbles cache key: ${hashed} bytes hashed, Content-Length ${declared}; not cached`);
        return '';
    }
    return hash.digest('hex');
}

export default { bodySha256 };
