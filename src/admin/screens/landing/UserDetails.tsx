/**
 * /accountCenter/manage/userdetails: a sub-account's details. With ?user_id= (or ?id=) it opens that account's page in
 * the account list; without one there is nothing to show, so it goes to the account list itself.
 */
import { Navigate, useLocation } from 'react-router-dom';
import { routeByName } from '../../../shared/routes.ts';

export default function UserDetails() {
  const query = new URLSearchParams(useLocation().search);
  const id = query.get('user_id') ?? query.get('id');
  const list = routeByName.get('accountManage')!.path;
  return <Navigate to={id && /^\d+$/.test(id) ? `${list}/${id}` : list} replace />;
}
