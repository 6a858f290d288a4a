// The demo page's own script: plain DOM and fetch, to show what a host page needs and nothing more.
(function () {
  const params = new URLSearchParams(location.search);
  const locale = params.get('locale') === 'ja' ? 'ja' : 'en';
  // `?refresh=2000` polls presence every 2 s instead of the server's interval (demos and tests).
  const refresh = params.get('refresh');
  document.documentElement.lang = locale;

  const search = document.getElementById('search');
  const ownBadge = document.getElementById('own-badge');
  const state = document.getElementById('session-state');
  const form = document.getElementById('sign-in');
  const formError = document.getElementById('sign-in-error');
  const signOut = document.getElementById('sign-out');
  const selected = document.getElementById('selected');
  const selectedSlot = document.getElementById('selected-badge-slot');
  const callPanelSlot = document.getElementById('call-panel-slot');
  const lineState = document.getElementById('line-state');
  let thanksCard = document.getElementById('thanks-card');
  const thanksSent = document.getElementById('thanks-sent');
  let floorMap = document.getElementById('floor-map');
  const floorPerson = document.getElementById('floor-person');
  for (const element of [search, ownBadge, document.getElementById('call-panel'), thanksCard, floorMap])
    element.setAttribute('locale', locale);
  if (refresh) ownBadge.setAttribute('refresh-interval-ms', refresh);

  function xsrfToken() {
    const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : '';
  }

  async function api(method, path, body) {
    if (method !== 'GET' && !xsrfToken()) await fetch('/api/browser/auth/xsrf');
    return fetch(`/api/browser${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'X-XSRF-TOKEN': xsrfToken(),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  }

  // The call panel stops for good when its session ends; a new session gets a new panel.
  function freshCallPanel() {
    const panel = document.createElement('kizuna-call-panel');
    panel.id = 'call-panel';
    panel.setAttribute('locale', locale);
    callPanelSlot.replaceChildren(panel);
  }

  let signedIn = null;
  async function showSession() {
    const response = await api('GET', '/principal/user/info');
    const wasSignedIn = signedIn;
    signedIn = response.ok;
    // A password that must be changed first (issued, expired): the session serves nothing else
    // until then, so the page links to the app's password page instead of showing the widgets.
    const passwordStatus = response.ok ? await api('GET', '/principal/password/status') : null;
    const { changeRequired, reason } = passwordStatus?.ok ? await passwordStatus.json() : {};
    if (changeRequired) {
      state.textContent =
        reason === 'INITIAL'
          ? 'Signed in. Change the issued password first: the widgets answer nothing until then. '
          : 'Signed in. Change the password first (it has expired or no longer meets the policy): the widgets answer nothing until then. ';
      const change = document.createElement('a');
      change.href = '/front/changePassword';
      change.textContent = 'Change the password';
      state.append(change);
      form.hidden = true;
      signOut.hidden = false;
    } else if (response.ok) {
      const user = await response.json();
      state.textContent = `Signed in as ${user.fullname}.`;
      ownBadge.setAttribute('name', user.fullname);
      ownBadge.setAttribute('user-id', String(user.userId));
      form.hidden = true;
      signOut.hidden = false;
    } else {
      state.textContent = 'Not signed in. Sign in to use the widgets.';
      ownBadge.removeAttribute('user-id');
      form.hidden = false;
      signOut.hidden = true;
    }
    if (wasSignedIn !== null && wasSignedIn !== signedIn) {
      freshCallPanel();
      // The thanks card reads its cards and the signed-in person again.
      thanksCard.replaceWith((thanksCard = thanksCard.cloneNode()));
    }
    if (signedIn && !changeRequired) await showFirstFloor();
  }

  // The floor map shows the first floor the person may see until someone is picked in the search.
  async function showFirstFloor() {
    if (floorMap.hasAttribute('user-id') || floorMap.hasAttribute('floor-id')) return;
    const response = await api('GET', '/places/floors');
    if (!response.ok) return;
    const { items } = await response.json();
    if (items[0]) floorMap.setAttribute('floor-id', String(items[0].floorId));
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    formError.textContent = '';
    const data = Object.fromEntries(new FormData(form));
    const response = await api('POST', '/auth/login', data);
    if (response.ok) {
      form.reset();
      await showSession();
    } else {
      formError.textContent =
        response.status === 429 ? 'Too many attempts. Wait a moment.' : 'The account or password is wrong.';
    }
  });

  signOut.addEventListener('click', async () => {
    await api('POST', '/auth/logout');
    await showSession();
  });

  search.addEventListener('kizuna-select', (event) => {
    const contact = event.detail;
    const division = contact.divisions[0] ? ` (${contact.divisions[0].divisionName})` : '';
    selected.textContent = `${contact.fullname}${division}, user id ${contact.userId}`;
    const badge = document.createElement('kizuna-presence-badge');
    badge.setAttribute('locale', locale);
    badge.setAttribute('user-id', String(contact.userId));
    badge.setAttribute('name', contact.fullname);
    if (refresh) badge.setAttribute('refresh-interval-ms', refresh);
    selectedSlot.replaceChildren(badge);
    thanksCard.setAttribute('user-id', String(contact.userId));
    thanksCard.setAttribute('name', contact.fullname);
    // The floor where the picked person is now, centred on them.
    const map = document.createElement('kizuna-floor-map');
    map.id = 'floor-map';
    map.setAttribute('locale', locale);
    map.setAttribute('user-id', String(contact.userId));
    map.setAttribute('name', contact.fullname);
    floorMap.replaceWith((floorMap = map));
  });

  document.addEventListener('kizuna-call-request', (event) => {
    document.getElementById('floor-call').textContent =
      `${event.detail.fullname}, user id ${event.detail.userId}, extension ${event.detail.number}`;
  });
  document.addEventListener('kizuna-person-select', (event) => {
    floorPerson.textContent = `${event.detail.fullname}, user id ${event.detail.userId}, floor ${event.detail.floorId}`;
  });

  document.addEventListener('kizuna-thanks-sent', (event) => {
    thanksSent.textContent = `Thanks card ${event.detail.cardId} sent.`;
  });

  document.addEventListener('kizuna-line-state', (event) => {
    lineState.textContent = `Line state: ${event.detail}`;
  });

  void showSession();
})();
