// Files in an S3-compatible bucket under uploads/<folder>/<name> (the disk layout, so a copied store keeps its
// keys). Plain S3 calls only (put, multipart upload, head, get, delete, list), which MinIO, Alibaba OSS, Tencent COS
// and AWS all serve; checksums only where the protocol requires them, as some of them reject the newer headers.
import { Readable, Transform } from 'node:stream'
import {
  DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { S3Config } from '../../config'
import { assertSafeKey, type FileStore } from './types'

/** 5 MiB, S3's smallest multipart part: an upload holds at most QUEUE parts of it in memory */
const PART_BYTES = 5 * 1024 * 1024
const QUEUE = 2

const missing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
}

export function s3Client(s3: S3Config): S3Client {
  return new S3Client({
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3
  })
}

export function createS3Store(s3: S3Config, client: S3Client = s3Client(s3)): FileStore {
  const Bucket = s3.bucket
  const keyOf = (folder: string, name: string) => {
    assertSafeKey(folder, name)
    return `uploads/${folder}/${name}`
  }
  return {
    kind: 's3',
    async write(folder, name, body, contentType) {
      const Key = keyOf(folder, name)
      if (Buffer.isBuffer(body)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentLength: body.length, ContentType: contentType }))
        return body.length
      }
      let size = 0
      const counted = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length
          done(null, chunk)
        }
      })
      // the source's error (the upload size limit, a cut connection) reaches the upload through the counter
      body.on('error', (err) => counted.destroy(err))
      body.pipe(counted)
      const upload = new Upload({
        client, queueSize: QUEUE, partSize: PART_BYTES, leavePartsOnError: false,
        params: { Bucket, Key, Body: counted, ContentType: contentType }
      })
      try {
        await upload.done()
      } catch (err) {
        const cause = body.errored ?? err
        // the writer of the body (an export) must learn that nobody reads it any more
        body.destroy(cause as Error)
        // a single-part file is sent only once it is whole, a multipart one is aborted: nothing to clean but be sure
        await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined)
        throw cause
      }
      return size
    },
    async stat(folder, name) {
      try {
        const h = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(folder, name) }))
        return { name, size: Number(h.ContentLength ?? 0), modifiedAt: h.LastModified?.getTime() ?? 0 }
      } catch (err) {
        if (missing(err)) return undefined
        throw err
      }
    },
    async open(folder, name, range) {
      try {
        const g = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(folder, name), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }))
        // the response itself: a reader that stops early (a client gone, a size limit) destroys it, which frees the
        // connection to the store (a piped copy would leave it paused and holding the connection)
        const stream = g.Body instanceof Readable ? g.Body : Readable.from(g.Body as AsyncIterable<Uint8Array>)
        // a range answers "bytes a-b/total": the size is the whole file's either way
        const total = range ? Number(/\/(\d+)$/.exec(g.ContentRange ?? '')?.[1] ?? NaN) : Number(g.ContentLength ?? 0)
        return { stream, size: Number.isFinite(total) ? total : 0 }
      } catch (err) {
        if (missing(err)) return undefined
        throw err
      }
    },
    async remove(folder, name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(folder, name) }))
    },
    async *list(folder) {
      const Prefix = `uploads/${folder}/`
      assertSafeKey(folder, 'x')
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken, MaxKeys: 1000 }))
        for (const o of page.Contents ?? []) {
          const name = (o.Key ?? '').slice(Prefix.length)
          if (name && !name.includes('/')) yield { name, size: Number(o.Size ?? 0), modifiedAt: o.LastModified?.getTime() ?? 0 }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
    async probe() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
        const why = status === 404 ? 'no such bucket' : status === 403 ? 'access denied (check S3_ACCESS_KEY / S3_SECRET_KEY)' : String(err)
        throw new Error(`file store: bucket "${Bucket}" at ${s3.endpoint || `AWS ${s3.region}`}: ${why}`)
      }
    },
    async close() {
      client.destroy()
    }
  }
}
