// `npm run photos:copy-to-s3`: copies the photo files under DATA_DIR (photos/ and photos-private/)
// into the bucket that S3_BUCKET names, each into the same area; files already there are skipped,
// the folders are left as they are (decision 035).
import { loadConfig } from '../config';
import { copyLocalPhotosToS3 } from '../modules/photos/copy-to-s3';
import { S3PhotoStorage } from '../modules/photos/s3-storage';
import { localPhotoStorage } from '../modules/photos/storage';
import { loadDotEnv } from './env';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'S3_BUCKET is not set: name the bucket (and S3_ENDPOINT, S3_ACCESS_KEY_ID, …) in .env first.',
    );
    process.exit(2);
  }
  const local = localPhotoStorage(config.dataDir);
  const bucket = new S3PhotoStorage(config.s3);
  console.log(
    `Copying the photo files under ${local.dir} and ${local.privateDir} to the bucket ${config.s3.bucket}`,
  );
  try {
    const report = await copyLocalPhotosToS3(local, bucket, (r) =>
      console.log(`  … ${r.copied} copied, ${r.present} already there`),
    );
    console.log(
      `Done: ${report.copied} files copied, ${report.present} already in the bucket` +
        (report.ignored ? `, ${report.ignored} files that are not photos left alone` : ''),
    );
  } finally {
    bucket.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
