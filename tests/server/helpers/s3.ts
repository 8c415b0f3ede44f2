// A fake S3 for the tests (s3rver, which speaks the S3 protocol over HTTP): started by the test on 127.0.0.1 at a
// random port with one bucket, files in a temporary directory; `env` is what a server needs to use it.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import crypto from 'node:crypto'
import S3rver from 's3rver'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'

export interface FakeS3 {
  env: Record<string, string>
  bucket: string
  /** every key in the bucket under a prefix, sorted */
  keys(prefix?: string): Promise<string[]>
  close(): Promise<void>
}

export async function startFakeS3(): Promise<FakeS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hw-s3-'))
  const bucket = `hw-${crypto.randomBytes(4).toString('hex')}`
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const { port } = await server.run()
  const env = {
    STORAGE: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, S3_REGION: 'us-east-1',
    S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: '1', FILE_LINK_SECRET: crypto.randomBytes(24).toString('hex')
  }
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  })
  return {
    env, bucket,
    async keys(prefix = '') {
      const out: string[] = []
      let token: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
        out.push(...(page.Contents ?? []).map((o) => o.Key ?? ''))
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return out.sort()
    },
    async close() {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }
}
