import { redirect } from 'react-router'

/** The seed's glossary address; the glossary lives at /blog/essential-financial-terms. */
export function loader() {
  return redirect('/blog/essential-financial-terms', 301)
}
