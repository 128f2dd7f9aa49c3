// What a visitor sees when the portal cannot start because its texts did not load (the server
// unreachable after every retry). The catalogs are what failed, so this one text is written here,
// in both languages, rather than read from them.
export const StartupError = () => (
  <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: 32, maxWidth: 560 }}>
    <h1 style={{ fontSize: 20 }}>The portal could not start.</h1>
    <p>Check your connection, then reload the page.</p>
    <p lang="vi">
      Không thể khởi động cổng thông tin. Vui lòng kiểm tra kết nối rồi tải lại trang.
    </p>
    <button type="button" onClick={() => window.location.reload()}>
      Reload / Tải lại
    </button>
  </main>
);
