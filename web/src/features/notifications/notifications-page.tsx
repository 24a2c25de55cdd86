import './notifications.css';

export function Component() {
  return (
    <div className="notifications-page">
      <h1>Notifications</h1>
      <div className="card notifications-empty">
        <h2>No notifications yet</h2>
        <p>Updates about your property, reservations and team will appear here.</p>
      </div>
    </div>
  );
}
