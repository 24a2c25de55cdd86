// The dashboard's three lists (spec "Home"). Reservations come with a later issue; until then each
// list shows its empty state.
const LISTS = [
  { id: 'arrivals', title: "Who's coming today?", empty: 'You have no arrivals today' },
  { id: 'departures', title: "Who's leaving today?", empty: 'You have no departures today' },
  { id: 'latest', title: 'Latest reservations', empty: 'No reservations in the last 30 days' },
];

export function Component() {
  return (
    <div className="app-page">
      <h1>Home</h1>
      <div className="dashboard-lists">
        {LISTS.map((list) => (
          <section key={list.id} className="card dashboard-list" aria-labelledby={`list-${list.id}`}>
            <h2 id={`list-${list.id}`}>{list.title}</h2>
            <p className="empty-state">{list.empty}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
