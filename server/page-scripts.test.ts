import type { Rolldown } from 'vite'
import { describe, expect, test } from 'vitest'
import { builtScriptUrls } from './page-scripts'

const chunk = (name: string, fileName: string, isEntry: boolean) =>
  ({ type: 'chunk', name, fileName, isEntry }) as Rolldown.OutputChunk

describe('builtScriptUrls', () => {
  test('gives each page script the address of its built entry', () => {
    const output = {
      output: [
        chunk('page-script-page', 'assets/page-script-page-Ab1.js', true),
        chunk('page-script-home', 'assets/page-script-home-Ef3.js', true),
        chunk('page-script-article', 'assets/page-script-article-Gh4.js', true),
        chunk('tracker', 'assets/page-script-tracker-Cd2.js', false),
      ],
    } as unknown as Rolldown.RolldownOutput
    expect(builtScriptUrls(output)).toEqual({
      page: '/assets/page-script-page-Ab1.js',
      home: '/assets/page-script-home-Ef3.js',
      article: '/assets/page-script-article-Gh4.js',
    })
  })

  test('fails the build when a page script is missing', () => {
    const output = { output: [] } as unknown as Rolldown.RolldownOutput
    expect(() => builtScriptUrls(output)).toThrow(/The page script "\w+" was not built/)
  })
})
