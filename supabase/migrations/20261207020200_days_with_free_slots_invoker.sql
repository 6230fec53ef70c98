-- days_with_free_slots runs with its caller's rights (issue 49, point 9: Supabase's linter warned that
-- visitors and signed-in users could execute it as a security definer function). It reads no table
-- itself: it asks available_slots (security definer, granted to both roles: it alone looks at other
-- people's appointments) about each day, and private.booking_horizon and private.company_now, both
-- already granted to anon and authenticated. Its grants are unchanged; its body is not touched.

alter function public.days_with_free_slots(date, date) security invoker;
