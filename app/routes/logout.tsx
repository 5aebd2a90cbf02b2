import { redirect } from 'react-router';

export function action() {
  return redirect('/');
}

export function loader() {
  return redirect('/');
}
