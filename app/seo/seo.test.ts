import type { ServerBuild } from 'react-router'
import { expect, test } from 'vitest'
import { pageMeta, siteUrlFrom } from './meta'
import { sitemapPaths, sitemapXml } from './sitemap.server'

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined

test('page metadata has the suffixed title, absolute canonical, robots, Open Graph and Twitter tags', () => {
  const tags = pageMeta({
    title: 'Terms of Service',
    description: 'The terms.',
    path: '/terms',
    siteUrl: 'https://ww.example',
    robots: 'noindex, follow',
    keywords: ['a', 'b'],
  })
  expect(tags).toContainEqual({ title: 'Terms of Service | Wealthward' })
  expect(find(tags, 'rel', 'canonical')?.href).toBe('https://ww.example/terms')
  expect(find(tags, 'name', 'robots')?.content).toBe('noindex, follow')
  expect(find(tags, 'name', 'keywords')?.content).toBe('a, b')
  expect(find(tags, 'property', 'og:image')?.content).toBe('https://ww.example/og-default.png')
  expect(find(tags, 'property', 'og:locale')?.content).toBe('en_US')
  expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
})

test('robots defaults to index, follow and the home title is the site name alone', () => {
  const tags = pageMeta({
    title: 'Wealthward',
    description: 'd',
    path: '/',
    siteUrl: 'https://ww.example',
  })
  expect(tags).toContainEqual({ title: 'Wealthward' })
  expect(find(tags, 'name', 'robots')?.content).toBe('index, follow')
})

test('JSON-LD blocks are emitted as ld+json scripts', () => {
  const tags = pageMeta({
    title: 'X',
    description: 'd',
    path: '/',
    siteUrl: 'https://ww.example',
    jsonLd: [{ '@type': 'Organization' }],
  })
  expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Organization' } })
})

test('siteUrl comes from the root loader data', () => {
  expect(siteUrlFrom([{ id: 'root', loaderData: { siteUrl: 'https://ww.example' } }])).toBe(
    'https://ww.example',
  )
  expect(() => siteUrlFrom([])).toThrow()
})

test('the sitemap lists static page routes, skipping resource routes, dynamic paths and opted-out pages', () => {
  const page = { default: () => null }
  const routes = {
    root: { id: 'root', path: '', module: page },
    'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: page },
    'routes/calculators': {
      id: 'routes/calculators',
      parentId: 'root',
      path: 'calculators',
      module: page,
    },
    'routes/terms': {
      id: 'routes/terms',
      parentId: 'root',
      path: 'terms',
      module: { ...page, handle: { sitemap: false } },
    },
    'routes/post': { id: 'routes/post', parentId: 'root', path: 'blog/:slug', module: page },
    'routes/api': {
      id: 'routes/api',
      parentId: 'root',
      path: 'api/newsletter/subscribe',
      module: { action: () => null },
    },
    'routes/404': { id: 'routes/404', parentId: 'root', path: '*', module: page },
    'routes/admin': {
      id: 'routes/admin',
      parentId: 'root',
      path: 'admin',
      module: { ...page, handle: { sitemap: false } },
    },
    // A page inside a layout kept out of the sitemap stays out, with or without its own handle.
    'routes/admin.advisors': {
      id: 'routes/admin.advisors',
      parentId: 'routes/admin',
      path: 'advisors',
      module: page,
    },
  } as unknown as ServerBuild['routes']
  expect(sitemapPaths(routes)).toEqual(['/', '/calculators'])
  expect(sitemapXml('https://ww.example', ['/', '/calculators'])).toContain(
    '<loc>https://ww.example/calculators</loc>',
  )
})

test('sitemap entries may carry a last-modified date', () => {
  expect(
    sitemapXml('https://ww.example', ['/', { path: '/blog/a', lastmod: '2025-01-02' }]),
  ).toContain(
    '<url><loc>https://ww.example/</loc></url>\n  <url><loc>https://ww.example/blog/a</loc><lastmod>2025-01-02</lastmod></url>',
  )
})
