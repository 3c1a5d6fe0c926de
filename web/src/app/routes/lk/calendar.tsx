// /lk/calendar is read as the cabinet calendar (spec 2.1 records two readings): the same page as /lk.
export { default } from './home';
