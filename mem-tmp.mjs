const mb = (n) => (n / 1048576).toFixed(0)
const show = (label) => { global.gc?.(); const m = process.memoryUsage(); console.log(label.padEnd(22), 'rss', mb(m.rss), 'heapUsed', mb(m.heapUsed), 'heapTotal', mb(m.heapTotal), 'external', mb(m.external)) }
Object.assign(process.env, { NODE_ENV: 'production', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/ww_mem', DATA_DIR: '/tmp/memdir', SITE_URL: 'http://localhost:1', SEED_DEMO: 'true', LOG_REQUESTS: 'false' })
show('start')
const build = await import('./build/server/index.js')
show('build imported')
const services = build.entry.module.services
await services.prepareDatabase()
show('prepareDatabase')
await services.startBackgroundWork()
await new Promise(r => setTimeout(r, 3000))
show('background work')
const { createRequestHandler } = await import('react-router')
const handle = createRequestHandler(build, 'production')
for (const p of ['/', '/blog', '/blog/debt-snowball-vs-avalanche', '/privacy', '/calculators/retirement']) {
  const r = await handle(new Request('http://localhost:1' + p), { nonce: '', clientIp: '1', secure: false, requestId: 'x' }); await r.text()
  show('rendered ' + p)
}
await services.shutdown()
process.exit(0)
